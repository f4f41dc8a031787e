import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { FavouriteRequest } from '#schemas/games-api.ts';
import { addFavourite, getFavouriteIds, getFavouriteList, removeFavourite } from './favourites.ts';

/** Everything about `account`'s favourites: the id list and every list of favourite games. */
export const favouritesKey = (account: string) => ['member', 'favourites', account] as const;

/** One member's favourites as every mounted card sees them. */
export interface FavouriteIdsEntry {
  /** Node ids of the member's favourites. */
  ids: ReadonlySet<number>;
  /** Counts successful changes, so a list of favourites that is not a query knows to reload. */
  revision: number;
}

/** The id list of `account`'s favourites (token); a reload keeps the revision. */
export const favouriteIdsQuery = (account: string) =>
  queryOptions({
    queryKey: [...favouritesKey(account), 'ids'] as const,
    queryFn: async ({ signal, client, queryKey }): Promise<FavouriteIdsEntry> => {
      const ids = await getFavouriteIds(signal);
      const previous = client.getQueryData<FavouriteIdsEntry>(queryKey);
      return { ids: new Set(ids), revision: previous?.revision ?? 0 };
    },
    enabled: account !== '',
  });

/** One page of `account`'s favourite games (token). */
export const favouriteListQuery = (
  account: string,
  params: Parameters<typeof getFavouriteList>[0],
) =>
  queryOptions({
    queryKey: [...favouritesKey(account), 'list', params] as const,
    queryFn: ({ signal }) => getFavouriteList(params, signal),
    enabled: account !== '',
  });

/** What the toggle sends: the game, and whether it is a favourite now (so it is removed). */
export interface FavouriteToggleVariables {
  request: FavouriteRequest;
  remove: boolean;
}

/** Mutations on `account`'s favourites, so every card can show which games are busy. */
export const favouriteToggleKey = (account: string) => ['favourites', 'toggle', account] as const;

/**
 * Adds or removes a favourite. The stars follow the id list the call answers at once, then
 * the id list and every list of favourites load again (spec section 4: refreshed afterwards).
 */
export const favouriteToggleMutation = (queryClient: QueryClient, account: string) =>
  mutationOptions({
    mutationKey: favouriteToggleKey(account),
    mutationFn: ({ request, remove }: FavouriteToggleVariables) =>
      (remove ? removeFavourite : addFavourite)(request),
    onSuccess: (ids) => {
      const key = favouriteIdsQuery(account).queryKey;
      queryClient.setQueryData<FavouriteIdsEntry>(key, (previous) => ({
        ids: new Set(ids),
        revision: (previous?.revision ?? 0) + 1,
      }));
      // In the background: the toggle is done once its own call answered.
      void queryClient.invalidateQueries({ queryKey: favouritesKey(account) });
    },
  });
