/**
 * A moment as records and announcements show it: the spec's date formatter tokens (year, month,
 * day, hour, minute, second) on a 24-hour clock, in the order and with the separators of the
 * page's language (`intl.formatDate(time, TIMESTAMP)`): '11/22/2026, 23:59:58' in English,
 * '23:59:58 22/11/2026' in Vietnamese, '2026/11/22 23:59:58' in Chinese.
 */
export const TIMESTAMP: Readonly<Intl.DateTimeFormatOptions> = Object.freeze({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
