import { describe, expect, it } from 'vitest';
import { deploySecurityHeaders, parseSecurityHeaders } from './deploy-headers.ts';

describe('deploy security headers', () => {
  it('reads the policy nginx sends, strict for scripts and framing', () => {
    const headers = deploySecurityHeaders();
    const csp = headers['Content-Security-Policy'] ?? '';
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('refuses a line that is not a plain add_header, so preview and nginx cannot differ', () => {
    expect(() =>
      parseSecurityHeaders('add_header X-A "b" always;\nif ($x) { return 403; }'),
    ).toThrow(/:2: not an add_header line/);
  });
});
