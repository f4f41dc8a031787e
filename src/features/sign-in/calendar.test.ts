import { describe, expect, it } from 'vitest';
import { monthGrid, nextRewardDay } from './calendar.ts';

describe('monthGrid', () => {
  it('lays November 2026 out from Monday: the 1st is a Sunday', () => {
    const weeks = monthGrid('2026-11-26');
    expect(weeks.length).toBe(6);
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]).toEqual({ day: '2026-11-01', date: 1 });
    const days = weeks.flat().filter((cell) => cell !== null);
    expect(days.length).toBe(30);
    expect(days.at(-1)).toEqual({ day: '2026-11-30', date: 30 });
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('knows February of a leap year', () => {
    const days = monthGrid('2028-02-10')
      .flat()
      .filter((cell) => cell !== null);
    expect(days.length).toBe(29);
  });
});

describe('nextRewardDay', () => {
  it('is the day after the streak, or the streak day once signed, cycling after 7', () => {
    expect(nextRewardDay(0, false, 7)).toBe(1);
    expect(nextRewardDay(1, true, 7)).toBe(1);
    expect(nextRewardDay(6, false, 7)).toBe(7);
    expect(nextRewardDay(7, false, 7)).toBe(1);
  });
});
