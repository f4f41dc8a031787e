import type {
  CardRoom,
  GameList,
  GameListQuery,
  HotGames,
  LaunchRequest,
  LaunchResult,
  LotteryLaunchRequest,
  RecentGames,
  VendorGameTypes,
} from '#schemas/games-api.ts';
import type { GameMenuEntry, VendorGroup } from '#schemas/platform-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/** Vendors, the game catalogue, card rooms, recent games and the game launch. */

export const getVendorGroups = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  access: 'public',
  wire: wire<{
    query: { platform: 'html5-desktop' };
    response: VendorGroup[];
  }>(),
});

export const getGameMenus = defineEndpoint({
  method: 'GET',
  path: '/lgw/games/game_menus',
  access: 'public',
  wire: wire<{ response: GameMenuEntry[] }>(),
});

/** One page of a category's games; a member's answer also marks favourites. */
export const getGameList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  access: 'optionalMember',
  wire: wire<{
    query: GameListQuery & { clientType: 3; platform: 'html5-desktop'; language: string };
    response: GameList;
  }>(),
});

/** Hot games of every vendor or of one (`count`: the first n only); the spec sends no token. */
export const getHotGames = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  access: 'public',
  wire: wire<{
    query: {
      isPlatform: 2;
      platform: 'flash,html5-desktop';
      merchantCode: string;
      language: string;
      vassalage?: string;
      gameType?: string;
      count?: number;
    };
    response: HotGames;
  }>(),
});

/** The classifications of a vendor's games. */
export const getVendorGameTypes = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  access: 'member',
  wire: wire<{
    query: { vassalage: string; gameType?: string };
    response: VendorGameTypes;
  }>(),
});

/** The rooms of a card-game, e-sports or cockfight vendor. */
export const getCardRooms = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  access: 'member',
  wire: wire<{
    query: { vassalage: string };
    response: CardRoom[];
  }>(),
});

/** The member's recently played games; trial accounts have none (spec section 6). */
export const getRecentGames = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  access: 'member',
  refuseTrial: 'games',
  ownData: true,
  wire: wire<{
    query: {
      clientType: 3;
      language: string;
      pageNo: number;
      pageSize: number;
      vassalage?: string;
    };
    response: RecentGames;
  }>(),
});

/**
 * The launch-address call (spec section 4); `launchMode: 'LOTT'` launches the lottery lobby.
 * The answer's address carries a one-time ticket, never the session token.
 */
export const launchGame = defineEndpoint({
  method: 'POST',
  path: '/wps/game/launchGame',
  access: 'member',
  refuseTrial: 'games',
  body: 'json',
  wire: wire<{
    body: LaunchRequest | LotteryLaunchRequest;
    response: LaunchResult;
  }>(),
});
