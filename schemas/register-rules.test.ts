import { describe, expect, it } from 'vitest';
import { compileAcceptedPattern, readRule } from './register-rules.ts';

// Issue 21, finding 7: server-supplied patterns are refused when they could run away.

describe('server patterns that could run away are refused', () => {
  it('refuses nested quantifiers and back-references, with a warning naming the field', () => {
    const dangerous = ['(a+)+b', '(a*)*b', '(a|aa)+$', '(\\w+\\s?)*$', '(.*a){12}', '(a)\\1'];
    expect(dangerous.length).toBeGreaterThan(0);
    for (const pattern of dangerous) {
      expect(compileAcceptedPattern(pattern).ok, pattern).toBe(false);
    }
    const warnings: string[] = [];
    const rule = readRule(
      'username',
      {
        enabled: true,
        required: true,
        patternId: 0,
        acceptedPattern: '(a+)+b',
        minLength: 4,
        maxLength: 12,
      },
      (warning) => warnings.push(warning),
    );
    expect(rule?.pattern).toBeNull();
    expect(warnings.join('\n')).toContain('rules.username.acceptedPattern');
  });

  it('keeps the ordinary patterns of the shipped brands', () => {
    for (const pattern of [
      '^[a-zA-Z0-9]+$',
      '[a-z0-9]{4,12}',
      '(?=.*\\d)(?=.*[a-zA-Z]).+',
      '\\d{6}',
    ]) {
      expect(compileAcceptedPattern(pattern).ok, pattern).toBe(true);
    }
  });

  it('never takes 50 ms on a 28-character value', () => {
    const result = compileAcceptedPattern('(a+)+b');
    const pattern = result.ok ? result.pattern : null;
    const started = performance.now();
    pattern?.test('a'.repeat(28));
    expect(performance.now() - started).toBeLessThan(50);
  });
});
