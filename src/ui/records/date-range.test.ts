import { describe, expect, it } from 'vitest';
import { dateRangeProblem, isIsoDay, presetOf, presetRange, rangeToEpoch } from './date-range.ts';

const today = new Date(2026, 10, 26, 15, 30);

describe('date ranges of the records pages', () => {
  it("gives the spec's presets: 7 and 30 days back ending today, forward starting today", () => {
    expect(presetRange('last7', today)).toEqual({ start: '2026-11-20', end: '2026-11-26' });
    expect(presetRange('last30', today)).toEqual({ start: '2026-10-28', end: '2026-11-26' });
    expect(presetRange('next7', today)).toEqual({ start: '2026-11-26', end: '2026-12-02' });
    expect(presetRange('next30', today)).toEqual({ start: '2026-11-26', end: '2026-12-25' });
  });

  it('recognises a preset range, and not one a day off', () => {
    expect(presetOf({ start: '2026-11-20', end: '2026-11-26' }, today)).toBe('last7');
    expect(presetOf({ start: '2026-11-19', end: '2026-11-26' }, today)).toBeUndefined();
  });

  it('accepts real days only', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('26-11-2026')).toBe(false);
  });

  it('refuses a start after the end, and allows a one-day range and open ends', () => {
    expect(dateRangeProblem({ start: '2026-11-27', end: '2026-11-26' })).toBe('startAfterEnd');
    expect(dateRangeProblem({ start: '2026-11-26', end: '2026-11-26' })).toBeUndefined();
    expect(dateRangeProblem({ start: '', end: '2026-11-26' })).toBeUndefined();
    expect(dateRangeProblem({ start: '2026-13-01', end: '' })).toBe('invalidStart');
  });

  it('covers whole days: from the first to the last millisecond of the end day', () => {
    const { from, to } = rangeToEpoch({ start: '2026-11-20', end: '2026-11-26' });
    expect(from).toBe(new Date(2026, 10, 20).getTime());
    expect(to).toBe(new Date(2026, 10, 27).getTime() - 1);
    expect(rangeToEpoch({ start: '', end: '' })).toEqual({ from: undefined, to: undefined });
  });
});
