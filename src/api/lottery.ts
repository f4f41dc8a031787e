import type { LotteryLaunchRequest, PrizeMode } from '#schemas/games-api.ts';
import * as games from '#schemas/endpoints/games.ts';
import * as lottery from '#schemas/endpoints/lottery.ts';
import { call } from './client.ts';

/** Spec section 9: the popular list holds 20 games, the draw history 100 draws. */
export const POPULAR_COUNT = 20;
export const OPENED_NUMBERS_COUNT = 100;

/** The lottery games of one prize mode, grouped (spec section 7). */
export const getLotteryMenu = (prizeMode: PrizeMode, signal?: AbortSignal) =>
  call(lottery.getLotteryMenu, { query: { prizeMode, device: 'WEB' }, signal });

/** The lottery games the member played lately (token). */
export const getRecentLotteryGames = (signal?: AbortSignal) =>
  call(lottery.getRecentLotteryGames, { signal });

/** The most played lottery games. */
export const getPopularLotteryGames = (signal?: AbortSignal) =>
  call(lottery.getPopularLotteryGames, { query: { count: POPULAR_COUNT }, signal });

/** The latest draws of one game, newest first. */
export const getOpenedNumbers = (gameCode: string, signal?: AbortSignal) =>
  call(lottery.getOpenedNumbers, { query: { gameCode, count: OPENED_NUMBERS_COUNT }, signal });

/** The draw of a game open for betting now, and the last result (token). */
export const getOpenNumero = (gameCode: string, signal?: AbortSignal) =>
  call(lottery.getOpenNumero, { query: { gameCode }, signal });

/**
 * The lottery lobby or a game's betting view (token): the launch-address call with
 * launchMode LOTT, answering an address for the game frame.
 */
export const launchLotteryLobby = (body: LotteryLaunchRequest) => call(games.launchGame, { body });

/**
 * The lobby launch of a lottery game (spec section 7: lottoArea VN, launchMode LOTT): its
 * betting view on `playType` when one is named (else the game's default), or the lobby when
 * no game is named. `backUrl` is where the lobby's own back button leads: an address of this
 * site, never one carrying the session token.
 */
export function lotteryLaunchRequest(
  gameCode: string | null,
  language: string,
  backUrl: string,
  playType: string | null = null,
): LotteryLaunchRequest {
  const request: LotteryLaunchRequest = {
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoGameCode: gameCode ?? '',
    lottoView: gameCode ? 'betting' : 'lobby',
    device: 'WEB',
    backUrl,
    language,
  };
  // A play type belongs to a game's betting view; the lobby opens on none.
  return gameCode && playType ? { ...request, lottoPlayType: playType } : request;
}
