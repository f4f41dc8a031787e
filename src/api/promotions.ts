import type { Promotion } from '#schemas/platform-api.ts';
import { request } from './client.ts';

/**
 * Promotions of one category, e.g. 'new_player' for the register page's carousel. Titles come
 * in the interface language (the client's `Language` header). No token: visitors see them.
 */
export const getPromotions = (category: string, signal?: AbortSignal) =>
  request<Promotion[]>('/wps/promotion/list', { query: { category }, signal });
