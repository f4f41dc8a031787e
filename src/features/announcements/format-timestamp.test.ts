import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './format-timestamp.ts';

describe('formatTimestamp', () => {
  it('writes yyyy-MM-dd HH:mm:ss with zero padding, in local time', () => {
    expect(formatTimestamp(new Date(2026, 0, 2, 3, 4, 5).getTime())).toBe('2026-01-02 03:04:05');
  });

  it('uses the 24-hour clock', () => {
    expect(formatTimestamp(new Date(2026, 10, 22, 23, 59, 58).getTime())).toBe(
      '2026-11-22 23:59:58',
    );
  });
});
