import { describe, expect, it } from 'vitest';
import { checkRule } from './validation.ts';

const rule = (acceptedPattern: string, minLength = 6, maxLength = 20) => ({
  acceptedPattern,
  minLength,
  maxLength,
});

describe('checkRule with a platform rule (issue 21, finding 7)', () => {
  it('neutralises a runaway pattern instead of running it', () => {
    const start = performance.now();
    expect(checkRule(`${'a'.repeat(19)}!`, rule('(a+)+b', 1, 40))).toBeNull();
    expect(checkRule(`${'a'.repeat(30)}!`, rule('[a-z]*[a-z]*[a-z]*[a-z]*1', 1, 40))).toBeNull();
    expect(performance.now() - start).toBeLessThan(50);
  });

  it('does not let a fragment that balances only once wrapped accept anything', () => {
    // `x)|(.*` wrapped as ^(?:x)|(.*)$ matched every value; refused, it leaves the lengths.
    expect(checkRule('abc', rule('x)|(.*'))).not.toBeNull();
    expect(checkRule('abcdef', rule('x)|(.*'))).toBeNull();
  });

  it('reads NaN bounds as the fallback instead of refusing every value', () => {
    expect(checkRule('Secret123', rule('*', Number.NaN, Number.NaN))).toBeNull();
  });

  it('never runs the pattern on a value over the length bound', () => {
    expect(checkRule('a'.repeat(21), rule('a+'))).toEqual(
      expect.objectContaining({ values: { min: 6, max: 20 } }),
    );
  });
});
