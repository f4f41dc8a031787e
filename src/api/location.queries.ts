import { queryOptions } from '@tanstack/react-query';
import { getCountryCode } from './location.ts';

/** The visitor's country and dial code: asked once per visit (it does not change meanwhile). */
export const countryCodeQuery = () =>
  queryOptions({
    queryKey: ['system', 'location'] as const,
    queryFn: () => getCountryCode(),
    staleTime: Infinity,
  });
