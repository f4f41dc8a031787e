import type {
  LotteryMenu,
  MissionSummary,
  OpenedNumber,
  OpenNumero,
  PopularLotteryGames,
  PrizeMode,
  RecentLottery,
} from '#schemas/games-api.ts';
import { defineEndpoint } from '#schemas/endpoints/define.ts';

/** The lottery (spec section 7, "Lottery"); its lobby launch is `launchGame`. */

/** The lottery games of one prize mode, grouped. */
export const getLotteryMenu = defineEndpoint<{
  query: { prizeMode: PrizeMode; device: 'WEB' };
  response: LotteryMenu[];
}>()({ name: 'getLotteryMenu', method: 'GET', path: '/lgw/vn/games/game_menu', access: 'public' });

export const getRecentLotteryGames = defineEndpoint<{ response: RecentLottery }>()({
  name: 'getRecentLotteryGames',
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  access: 'member',
  ownData: true,
});

export const getPopularLotteryGames = defineEndpoint<{
  query: { count: number };
  response: PopularLotteryGames;
}>()({
  name: 'getPopularLotteryGames',
  method: 'GET',
  path: '/lgw/games/popular',
  access: 'public',
});

/** The latest draws of one game, newest first. */
export const getOpenedNumbers = defineEndpoint<{
  query: { gameCode: string; count: number };
  response: OpenedNumber[];
}>()({
  name: 'getOpenedNumbers',
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  access: 'public',
});

/** The draw of a game open for betting now, and the last result. */
export const getOpenNumero = defineEndpoint<{
  query: { gameCode: string };
  response: OpenNumero;
}>()({
  name: 'getOpenNumero',
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  access: 'member',
});

/** The badge count of pending missions. */
export const getMissionSummary = defineEndpoint<{ response: MissionSummary }>()({
  name: 'getMissionSummary',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummary',
  access: 'member',
  ownData: true,
});
