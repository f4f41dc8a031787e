import { queryOptions } from '@tanstack/react-query';
import { getPromotions } from './promotions.ts';

/** Promotions of one category in `language` (the client sends it as a header). */
export const promotionsQuery = (category: string, language: string) =>
  queryOptions({
    queryKey: ['promotions', category, language] as const,
    queryFn: ({ signal }) => getPromotions(category, signal),
  });
