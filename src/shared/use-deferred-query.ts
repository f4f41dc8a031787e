import {
  useQuery,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/**
 * `useQuery` whose answers reach the screen as a transition (decision 006): the query cache
 * notifies synchronously, so the render with the new result is deferred; React then renders a
 * page's data in short slices and keeps the previous view (the loading view) until it is ready.
 */
export function useDeferredQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useDeferredValue(useQuery(options));
}
