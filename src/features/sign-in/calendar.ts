/** One cell of the month grid: a day of the month, or a blank before the 1st / after the last. */
export type CalendarCell = { day: string; date: number } | null;

/**
 * The weeks of `today`'s month (yyyy-MM-dd, the platform's date), Monday first, padded with
 * blanks: plain date maths in UTC, so the visitor's time zone never shifts a day.
 */
export function monthGrid(today: string): CalendarCell[][] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: CalendarCell[] = Array.from({ length: lead }, () => null);
  for (let date = 1; date <= days; date += 1) {
    cells.push({ day: `${today.slice(0, 8)}${String(date).padStart(2, '0')}`, date });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: CalendarCell[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** The streak day (1 to 7) the next sign-in pays, given the streak so far. */
export function nextRewardDay(streak: number, signedToday: boolean, cycle: number): number {
  const upTo = signedToday ? streak : streak + 1;
  return ((upTo - 1) % cycle) + 1;
}
