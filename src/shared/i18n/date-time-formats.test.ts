import { describe, expect, it } from 'vitest';
import { TIMESTAMP } from './date-time-formats.ts';
import { formattingLocale } from '#schemas/formatting-locale.ts';

const timestamp = (language: string, date: Date) =>
  new Intl.DateTimeFormat(formattingLocale(language), TIMESTAMP)
    .format(date)
    .replace(/[\u061c\u200e\u200f]/g, '');

describe('TIMESTAMP', () => {
  const late = new Date(2026, 10, 22, 23, 59, 58);
  const early = new Date(2026, 0, 2, 0, 4, 5);

  it('writes every token, zero-padded, on a 24-hour clock', () => {
    expect(timestamp('en', early)).toBe('01/02/2026, 00:04:05');
    expect(timestamp('en', late)).toBe('11/22/2026, 23:59:58');
  });

  it('follows the order of the page language', () => {
    expect(timestamp('vi', late)).toBe('23:59:58 22/11/2026');
    expect(timestamp('zh', late)).toBe('2026/11/22 23:59:58');
    expect(timestamp('th', late)).toBe('22/11/2026 23:59:58');
  });

  it('keeps Latin digits in Arabic', () => {
    expect(timestamp('ar', late)).toBe('22/11/2026، 23:59:58');
  });
});
