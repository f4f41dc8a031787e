import type {
  LotteryMenu,
  OpenedNumber,
  OpenNumero,
  PopularLotteryGames,
  PrizeMode,
  RecentLottery,
} from '#schemas/games-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/** The lottery (spec section 7, "Lottery"); its lobby launch is `launchGame`. */

/** The lottery games of one prize mode, grouped. */
export const getLotteryMenu = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  access: 'public',
  wire: wire<{
    query: { prizeMode: PrizeMode; device: 'WEB' };
    response: LotteryMenu[];
  }>(),
});

export const getRecentLotteryGames = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  access: 'member',
  ownData: true,
  wire: wire<{ response: RecentLottery }>(),
});

export const getPopularLotteryGames = defineEndpoint({
  method: 'GET',
  path: '/lgw/games/popular',
  access: 'public',
  wire: wire<{
    query: { count: number };
    response: PopularLotteryGames;
  }>(),
});

/** The latest draws of one game, newest first. */
export const getOpenedNumbers = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  access: 'public',
  wire: wire<{
    query: { gameCode: string; count: number };
    response: OpenedNumber[];
  }>(),
});

/** The draw of a game open for betting now, and the last result. */
export const getOpenNumero = defineEndpoint({
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  access: 'member',
  wire: wire<{
    query: { gameCode: string };
    response: OpenNumero;
  }>(),
});
