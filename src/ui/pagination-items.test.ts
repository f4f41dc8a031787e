import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-items.ts';

// Spec section 9: page range 3, margin pages 1.
const items = (current: number, pageCount: number) => paginationItems(current, pageCount, 3, 1);

describe('paginationItems', () => {
  it('shows every page when there are few', () => {
    expect(items(1, 0)).toEqual([]);
    expect(items(1, 1)).toEqual([1]);
    expect(items(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the range around the current page, one page at each end and gaps between', () => {
    expect(items(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  });

  it('keeps the range full at either end', () => {
    expect(items(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(items(10, 10)).toEqual([1, 'gap', 8, 9, 10]);
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(items(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(items(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });
});
