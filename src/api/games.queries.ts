import { queryOptions } from '@tanstack/react-query';
import type { GameListQuery, LaunchRequest } from '#schemas/games-api.ts';
import {
  getCardRooms,
  getGameList,
  getGameMenus,
  getHotGames,
  getRecentGames,
  getVendorGroups,
  launchGame,
} from './games.ts';
import { BOOT_ANSWER_FRESH_MS } from './boot-answer.ts';

/**
 * The game categories with their vendors. The header and the side menu mount together and
 * both read it: the cache sends one request for the two.
 */
export const vendorGroupsQuery = () =>
  queryOptions({
    queryKey: ['games', 'vendor-groups'] as const,
    queryFn: () => getVendorGroups(),
    // Asked for at boot (boot.tsx): that answer serves the frame's first render.
    staleTime: BOOT_ANSWER_FRESH_MS,
  });

/** Each category's vendor cards (home, listings, the seamless page). */
export const gameMenusQuery = () =>
  queryOptions({ queryKey: ['games', 'menus'] as const, queryFn: () => getGameMenus() });

/** Hot games, of every vendor or of one. */
export const hotGamesQuery = (params: Parameters<typeof getHotGames>[0]) =>
  queryOptions({
    queryKey: ['games', 'hot', params] as const,
    queryFn: ({ signal }) => getHotGames(params, signal),
  });

/**
 * One page of a category's games; `language` is the interface's. A member's answer marks
 * their favourites: `account` ('' for a guest) keeps one member's page from another.
 */
export const gameListQuery = (account: string, query: GameListQuery, language: string) =>
  queryOptions({
    queryKey: ['games', 'list', account, query, language] as const,
    queryFn: ({ signal }) => getGameList(query, language, signal),
  });

/** The rooms of a card-game, e-sports or cockfight vendor (token). */
export const cardRoomsQuery = (vassalage: string) =>
  queryOptions({
    queryKey: ['games', 'rooms', vassalage] as const,
    queryFn: ({ signal }) => getCardRooms(vassalage, signal),
  });

/** `account`'s recently played games (token); none for a guest (''). */
export const recentGamesQuery = (account: string, params: Parameters<typeof getRecentGames>[0]) =>
  queryOptions({
    queryKey: ['member', 'recent-games', account, params] as const,
    queryFn: ({ signal }) => getRecentGames(params, signal),
    enabled: account !== '',
  });

/**
 * A vendor's lobby address for `account` (token). Each mount launches anew, as a launch
 * answers a one-time ticket: nothing is kept once the frame is gone, and a failed launch is
 * not sent again on its own.
 */
export const lobbyLaunchQuery = (account: string, request: LaunchRequest) =>
  queryOptions({
    queryKey: ['member', 'launch', account, request] as const,
    queryFn: () => launchGame(request),
    gcTime: 0,
    retry: false,
  });
