/** Spec section 9: default page 1, page size 28. */
export const DEFAULT_PAGE_SIZE = 28;
export const MAX_PAGE_SIZE = 100;
/** What `all` (the CSV export) answers at most. */
export const MAX_EXPORT_ROWS = 20_000;

/** Paging and dates of a records call, read from its URL (bad values fall back). */
export interface ParsedRecordsQuery {
  pageNo: number;
  pageSize: number;
  from: number;
  to: number;
  all: boolean;
}

const numberParam = (url: URL, name: string): number | undefined => {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
};

export function parseRecordsQuery(url: URL): ParsedRecordsQuery {
  const pageNo = numberParam(url, 'pageNo');
  const pageSize = numberParam(url, 'pageSize');
  return {
    pageNo: pageNo !== undefined && Number.isInteger(pageNo) && pageNo > 0 ? pageNo : 1,
    pageSize:
      pageSize !== undefined && Number.isInteger(pageSize) && pageSize > 0
        ? Math.min(pageSize, MAX_PAGE_SIZE)
        : DEFAULT_PAGE_SIZE,
    from: numberParam(url, 'from') ?? -Infinity,
    to: numberParam(url, 'to') ?? Infinity,
    all: url.searchParams.get('all') === 'true',
  };
}

/** The page of rows a query asks for, and the counts; `all` answers every row at once. */
export function pageOf<T>(rows: readonly T[], query: ParsedRecordsQuery) {
  const pageSize = query.all ? Math.min(Math.max(rows.length, 1), MAX_EXPORT_ROWS) : query.pageSize;
  const pageNo = query.all ? 1 : query.pageNo;
  const start = (pageNo - 1) * pageSize;
  return {
    list: rows.slice(start, start + pageSize),
    pageNo,
    pageSize,
    totalCount: rows.length,
    totalPages: Math.ceil(rows.length / pageSize),
  };
}
