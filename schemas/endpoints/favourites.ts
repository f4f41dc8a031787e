import type { FavouriteIds, FavouriteList, FavouriteRequest } from '#schemas/games-api.ts';
import { defineEndpoint } from '#schemas/endpoints/define.ts';

/** A member's favourite games; trial accounts cannot keep favourites (spec section 6). */

export const getFavouriteIds = defineEndpoint<{ response: FavouriteIds }>()({
  name: 'getFavouriteIds',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  access: 'member',
  ownData: true,
});

export const getFavouriteList = defineEndpoint<{
  query: {
    clientType: 3;
    platform: 'flash';
    language: string;
    pageNo: number;
    pageSize: number;
    gameType?: string;
  };
  response: FavouriteList;
}>()({
  name: 'getFavouriteList',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGameList',
  access: 'member',
  ownData: true,
});

/** Answers the new id list; adding a favourite twice changes nothing. */
export const addFavourite = defineEndpoint<{ body: FavouriteRequest; response: FavouriteIds }>()({
  name: 'addFavourite',
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGame',
  access: 'member',
  refuseTrial: 'games',
  body: 'json',
});

/** Answers the new id list; removing a game that is not a favourite answers 400. */
export const removeFavourite = defineEndpoint<{
  body: FavouriteRequest;
  response: FavouriteIds;
}>()({
  name: 'removeFavourite',
  method: 'POST',
  path: '/wps/relay/MCSFE_removeFavoriteGame',
  access: 'member',
  refuseTrial: 'games',
  body: 'json',
});
