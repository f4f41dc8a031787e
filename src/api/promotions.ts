import * as content from '#schemas/endpoints/content.ts';
import { call } from './client.ts';

/**
 * Promotions of one category, e.g. 'new_player' for the register page's carousel. Titles come
 * in the interface language (the client's `Language` header). No token: visitors see them.
 */
export const getPromotions = (category: string, signal?: AbortSignal) =>
  call(content.getPromotions, { query: { category }, signal });
