import type { FavouriteIds, FavouriteList, FavouriteRequest } from '#schemas/games-api.ts';
import { request } from './client.ts';

/** The node ids of the member's favourite games (token). */
export const getFavouriteIds = (signal?: AbortSignal) =>
  request<FavouriteIds>('/wps/relay/MCSFE_getFavoriteGames', { auth: true, signal });

/** One page of the member's favourite games (token; clientType 3, platform flash). */
export const getFavouriteList = (
  params: { language: string; pageNo: number; pageSize: number },
  signal?: AbortSignal,
) =>
  request<FavouriteList>('/wps/relay/MCSFE_getFavoriteGameList', {
    query: { clientType: 3, platform: 'flash', ...params },
    auth: true,
    signal,
  });

/** Adds a game to the member's favourites (token); answers the new id list. */
export const addFavourite = (body: FavouriteRequest) =>
  request<FavouriteIds>('/wps/relay/MCSFE_addFavoriteGame', { method: 'POST', body, auth: true });

/** Removes a game from the member's favourites (token); answers the new id list. */
export const removeFavourite = (body: FavouriteRequest) =>
  request<FavouriteIds>('/wps/relay/MCSFE_removeFavoriteGame', {
    method: 'POST',
    body,
    auth: true,
  });
