import { describe, expect, it } from 'vitest';
import { osName } from './session.ts';

describe('osName', () => {
  it('names the operating system free play reports', () => {
    const agents: [string, string][] = [
      ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36', 'Android'],
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15', 'iOS'],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36', 'Windows'],
      ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15', 'macOS'],
      ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36', 'Linux'],
      ['curl/8.5.0', 'Unknown'],
    ];
    for (const [userAgent, os] of agents) expect(osName(userAgent)).toBe(os);
  });
});
