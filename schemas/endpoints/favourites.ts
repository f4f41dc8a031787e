import type { FavouriteIds, FavouriteList, FavouriteRequest } from '#schemas/games-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/** A member's favourite games; trial accounts cannot keep favourites (spec section 6). */

export const getFavouriteIds = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  access: 'member',
  refuseTrial: 'games',
  ownData: true,
  wire: wire<{ response: FavouriteIds }>(),
});

export const getFavouriteList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGameList',
  access: 'member',
  refuseTrial: 'games',
  ownData: true,
  wire: wire<{
    query: {
      clientType: 3;
      platform: 'flash';
      language: string;
      pageNo: number;
      pageSize: number;
      gameType?: string;
    };
    response: FavouriteList;
  }>(),
});

/** Answers the new id list; adding a favourite twice changes nothing. */
export const addFavourite = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGame',
  access: 'member',
  refuseTrial: 'games',
  body: 'json',
  wire: wire<{ body: FavouriteRequest; response: FavouriteIds }>(),
});

/** Answers the new id list; removing a game that is not a favourite answers 400. */
export const removeFavourite = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_removeFavoriteGame',
  access: 'member',
  refuseTrial: 'games',
  body: 'json',
  wire: wire<{
    body: FavouriteRequest;
    response: FavouriteIds;
  }>(),
});
