/**
 * Date ranges of the records pages, as the URL keeps them: calendar days `yyyy-MM-dd` in the
 * member's local time (what a native date input reads and writes). Spec section 9: the date
 * picker's presets are 7 and 30 days back and forward.
 */

/** A range of whole days, both ends included; '' leaves that end open. */
export interface DateRange {
  start: string;
  end: string;
}

/** The spec's presets: 7 and 30 days back (ending today) and forward (starting today). */
export const DATE_PRESETS = ['last7', 'last30', 'next7', 'next30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

const PRESET_DAYS: Record<DatePreset, number> = { last7: -7, last30: -30, next7: 7, next30: 30 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A local calendar day as `yyyy-MM-dd`. */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** True for a real calendar day written `yyyy-MM-dd` (2026-02-30 is not one). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = dayStart(value);
  return isoDay(date) === value;
}

/** Midnight (local time) at the start of a `yyyy-MM-dd` day. */
export function dayStart(value: string): Date {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** The day `days` after (or before, when negative) `from`. */
export function addDays(from: Date, days: number): Date {
  const next = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return next;
}

/**
 * The range a preset stands for, counted from `today`: 'last7' is the 7 days ending today
 * (today and the 6 before), 'next7' the 7 days starting today.
 */
export function presetRange(preset: DatePreset, today: Date): DateRange {
  const days = PRESET_DAYS[preset];
  const other = addDays(today, days < 0 ? days + 1 : days - 1);
  return days < 0
    ? { start: isoDay(other), end: isoDay(today) }
    : { start: isoDay(today), end: isoDay(other) };
}

/** The preset a range equals when counted from `today`, if any (to mark its button). */
export function presetOf(range: DateRange, today: Date): DatePreset | undefined {
  return DATE_PRESETS.find((preset) => {
    const candidate = presetRange(preset, today);
    return candidate.start === range.start && candidate.end === range.end;
  });
}

/** What is wrong with a range: an end that is not a day, or a start after the end. */
export type DateRangeProblem = 'invalidStart' | 'invalidEnd' | 'startAfterEnd';

export function dateRangeProblem(range: DateRange): DateRangeProblem | undefined {
  if (range.start !== '' && !isIsoDay(range.start)) return 'invalidStart';
  if (range.end !== '' && !isIsoDay(range.end)) return 'invalidEnd';
  if (range.start !== '' && range.end !== '' && range.start > range.end) return 'startAfterEnd';
  return undefined;
}

/**
 * The range as epoch milliseconds for a platform call: from the start day's first moment to
 * the end day's last (exclusive end = the next midnight). Open ends stay undefined.
 */
export function rangeToEpoch(range: DateRange): { from?: number; to?: number } {
  return {
    from: range.start ? dayStart(range.start).getTime() : undefined,
    to: range.end ? addDays(dayStart(range.end), 1).getTime() - 1 : undefined,
  };
}

/** Whole days between two epoch times (for tests and labels). */
export function daysBetween(from: number, to: number): number {
  return Math.round((to - from) / DAY_MS);
}
