import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The URL parameter of the page number (from 1). */
export const PAGE_PARAM = 'page';

/** The filters as read from the URL: every key, its URL value or its default. */
export function readFilters<K extends string>(
  params: URLSearchParams,
  defaults: Readonly<Record<K, string>>,
): Record<K, string> {
  const values: Record<K, string> = { ...defaults };
  for (const key of Object.keys(defaults) as K[]) {
    const value = params.get(key);
    if (value !== null) values[key] = value;
  }
  return values;
}

/** The page of the URL: a whole number from 1, else 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The URL parameters after a change of filters: a value equal to its default leaves the URL
 * (so a plain link and the defaults give the same address), other parameters stay, and the
 * page goes back to 1 because the rows changed.
 */
export function writeFilters<K extends string>(
  params: URLSearchParams,
  patch: Partial<Record<K, string>>,
  defaults: Readonly<Record<K, string>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
    if (value === undefined) continue;
    if (value === defaults[key]) next.delete(key);
    else next.set(key, value);
  }
  next.delete(PAGE_PARAM);
  return next;
}

/** The URL parameters showing `page` (page 1 leaves the parameter out). */
export function writePage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(page));
  return next;
}

export interface UrlFilters<K extends string> {
  /** Every filter's value: the URL's, else the default. */
  values: Record<K, string>;
  /** The page shown, from 1. */
  page: number;
  /** Changes some filters (a history entry; back undoes it) and returns to page 1. */
  set(patch: Partial<Record<K, string>>): void;
  setPage(page: number): void;
  /** Back to the defaults, page 1. */
  clear(): void;
}

/**
 * Filter state kept in the URL's search parameters, so a reload, a bookmark or a shared link
 * shows the same rows: `defaults` names every filter and its value when the URL has none.
 */
export function useUrlFilters<K extends string>(
  defaults: Readonly<Record<K, string>>,
): UrlFilters<K> {
  const [params, setParams] = useSearchParams();
  // The defaults' content, not their identity: callers may pass a fresh object each render.
  const key = JSON.stringify(defaults);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableDefaults = useMemo(() => defaults, [key]);
  const values = useMemo(() => readFilters(params, stableDefaults), [params, stableDefaults]);
  const page = readPage(params);
  const set = useCallback(
    (patch: Partial<Record<K, string>>) =>
      setParams((current) => writeFilters(current, patch, stableDefaults)),
    [setParams, stableDefaults],
  );
  const setPage = useCallback(
    (next: number) => setParams((current) => writePage(current, next)),
    [setParams],
  );
  const clear = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const name of Object.keys(stableDefaults)) next.delete(name);
        next.delete(PAGE_PARAM);
        return next;
      }),
    [setParams, stableDefaults],
  );
  return { values, page, set, setPage, clear };
}
