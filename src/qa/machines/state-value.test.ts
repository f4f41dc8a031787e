// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatValue } from './state-value.ts';

describe('formatValue', () => {
  it('reads atomic, nested and parallel values', () => {
    expect(formatValue('idle')).toBe('idle');
    expect(formatValue({ flow: 'counting' })).toBe('flow.counting');
    expect(formatValue({ flow: 'counting', throttle: 'closed' })).toBe(
      'flow.counting + throttle.closed',
    );
    expect(formatValue({ a: { b: 'c', d: 'e' } })).toBe('a.(b.c + d.e)');
  });
});
