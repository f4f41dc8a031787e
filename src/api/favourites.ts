import type { FavouriteRequest } from '#schemas/games-api.ts';
import * as favourites from '#schemas/endpoints/favourites.ts';
import { call } from './client.ts';

/** The node ids of the member's favourite games (token). */
export const getFavouriteIds = (signal?: AbortSignal) =>
  call(favourites.getFavouriteIds, { signal });

/** One page of the member's favourite games (token; clientType 3, platform flash). */
export const getFavouriteList = (
  params: { language: string; pageNo: number; pageSize: number },
  signal?: AbortSignal,
) =>
  call(favourites.getFavouriteList, {
    query: { clientType: 3, platform: 'flash', ...params },
    signal,
  });

/** Adds a game to the member's favourites (token); answers the new id list. */
export const addFavourite = (body: FavouriteRequest) => call(favourites.addFavourite, { body });

/** Removes a game from the member's favourites (token); answers the new id list. */
export const removeFavourite = (body: FavouriteRequest) =>
  call(favourites.removeFavourite, { body });
