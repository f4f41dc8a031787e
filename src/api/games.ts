import type { GameListQuery, LaunchRequest } from '#schemas/games-api.ts';
import * as games from '#schemas/endpoints/games.ts';
import { call } from './client.ts';

/** Spec section 9: clientType 3 on every game call. */
const CLIENT_TYPE = 3;

export const getVendorGroups = () =>
  call(games.getVendorGroups, { query: { platform: 'html5-desktop' } });

export const getGameMenus = () => call(games.getGameMenus);

/** Spec section 9: game lists load 28 games a page (the listing and a vendor's games popup). */
export const GAME_PAGE_SIZE = 28;

/**
 * One page of a category's games (spec section 7). The token is sent when there is one: a
 * member's answer also says which games are favourites.
 */
export const getGameList = (query: GameListQuery, language: string, signal?: AbortSignal) =>
  call(games.getGameList, {
    query: { clientType: CLIENT_TYPE, platform: 'html5-desktop', language, ...query },
    signal,
  });

/**
 * Hot games, of every vendor or of one (spec section 7: isPlatform 2, both platforms). `count`
 * asks for the first n only (a platform that ignores it answers them all, so callers showing n
 * still take n).
 */
export const getHotGames = (
  params: { merchantCode: string; language: string; vassalage?: string; count?: number },
  signal?: AbortSignal,
) =>
  call(games.getHotGames, {
    query: { isPlatform: 2, platform: 'flash,html5-desktop', ...params },
    signal,
  });

/** The member's recently played games (token). */
export const getRecentGames = (
  params: { language: string; pageNo: number; pageSize: number; vassalage?: string },
  signal?: AbortSignal,
) => call(games.getRecentGames, { query: { clientType: CLIENT_TYPE, ...params }, signal });

/** The rooms of a card-game, e-sports or cockfight vendor (token). */
export const getCardRooms = (vassalage: string, signal?: AbortSignal) =>
  call(games.getCardRooms, { query: { vassalage }, signal });

/**
 * The launch-address call (token, spec section 4), with the Language header the client sends.
 * The answer's address carries a one-time ticket, never the session token.
 */
export const launchGame = (body: LaunchRequest) => call(games.launchGame, { body });
