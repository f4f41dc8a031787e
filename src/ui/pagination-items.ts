/** A page number, or a gap standing for the pages left out. */
export type PaginationItem = number | 'gap';

/**
 * The pages a pagination widget shows: `marginPages` at each end and `pageRange` around the
 * current page, with gaps between. A gap that would hide a single page shows that page instead.
 */
export function paginationItems(
  current: number,
  pageCount: number,
  pageRange: number,
  marginPages: number,
): PaginationItem[] {
  const shown = new Set<number>();
  for (let page = 1; page <= Math.min(marginPages, pageCount); page += 1) shown.add(page);
  for (let page = Math.max(1, pageCount - marginPages + 1); page <= pageCount; page += 1)
    shown.add(page);
  const end = Math.min(
    pageCount,
    Math.max(1, current - Math.floor((pageRange - 1) / 2)) + pageRange - 1,
  );
  for (let page = Math.max(1, end - pageRange + 1); page <= end; page += 1) shown.add(page);

  const items: PaginationItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
