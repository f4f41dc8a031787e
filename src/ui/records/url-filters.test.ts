import { describe, expect, it } from 'vitest';
import { readFilters, readPage, writeFilters, writePage } from './url-filters.ts';

const defaults = { type: '', start: '2026-11-20', end: '2026-11-26' };

describe('filters in the URL', () => {
  it('reads each filter from the URL, else its default', () => {
    const params = new URLSearchParams('type=deposit&page=3&other=1');
    expect(readFilters(params, defaults)).toEqual({ ...defaults, type: 'deposit' });
    expect(readPage(params)).toBe(3);
  });

  it('reads a missing or broken page as page 1', () => {
    expect(readPage(new URLSearchParams(''))).toBe(1);
    expect(readPage(new URLSearchParams('page=-2'))).toBe(1);
    expect(readPage(new URLSearchParams('page=abc'))).toBe(1);
  });

  it('writes changed filters, drops defaults and returns to page 1, keeping other parameters', () => {
    const next = writeFilters(
      new URLSearchParams('type=bet&page=4&lang=en'),
      { type: 'deposit', start: '2026-11-20' },
      defaults,
    );
    expect(next.toString()).toBe('type=deposit&lang=en');
    expect(writeFilters(next, { type: '' }, defaults).toString()).toBe('lang=en');
  });

  it('writes the page, leaving page 1 out', () => {
    expect(writePage(new URLSearchParams('type=bet'), 3).toString()).toBe('type=bet&page=3');
    expect(writePage(new URLSearchParams('type=bet&page=3'), 1).toString()).toBe('type=bet');
  });
});
