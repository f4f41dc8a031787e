import { queryOptions } from '@tanstack/react-query';
import type { LotteryLaunchRequest, LotteryMenu, PrizeMode } from '#schemas/games-api.ts';
import {
  getLotteryMenu,
  getOpenedNumbers,
  getOpenNumero,
  getPopularLotteryGames,
  getRecentLotteryGames,
  launchLotteryLobby,
} from './lottery.ts';

/** The lottery games of one prize mode, grouped. */
export const lotteryMenuQuery = (prizeMode: PrizeMode) =>
  queryOptions({
    queryKey: ['lottery', 'menu', prizeMode] as const,
    queryFn: ({ signal }) => getLotteryMenu(prizeMode, signal),
  });

/** The menus of several prize modes at once, by mode: tabs switch without waiting. */
export const lotteryMenusQuery = (modes: readonly PrizeMode[]) =>
  queryOptions({
    queryKey: ['lottery', 'menus', modes] as const,
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(modes.map((mode) => getLotteryMenu(mode, signal)));
      return new Map<PrizeMode, LotteryMenu[]>(modes.map((mode, i) => [mode, lists[i] ?? []]));
    },
  });

/** The most played lottery games. */
export const popularLotteryQuery = () =>
  queryOptions({
    queryKey: ['lottery', 'popular'] as const,
    queryFn: ({ signal }) => getPopularLotteryGames(signal),
  });

/** The lottery games `account` played lately (token); none for a guest (''). */
export const recentLotteryQuery = (account: string) =>
  queryOptions({
    queryKey: ['member', 'recent-lottery', account] as const,
    queryFn: ({ signal }) => getRecentLotteryGames(signal),
    enabled: account !== '',
  });

/** The latest draws of one game. */
export const openedNumbersQuery = (gameCode: string) =>
  queryOptions({
    queryKey: ['lottery', 'opened', gameCode] as const,
    queryFn: ({ signal }) => getOpenedNumbers(gameCode, signal),
  });

/** The draw of a game open for betting now (token). */
export const openNumeroQuery = (gameCode: string) =>
  queryOptions({
    queryKey: ['lottery', 'open-numero', gameCode] as const,
    queryFn: ({ signal }) => getOpenNumero(gameCode, signal),
  });

/**
 * The lottery lobby's address for `account` (token). Like a vendor lobby, each mount
 * launches anew and a failed launch is not sent again on its own.
 */
export const lotteryLaunchQuery = (account: string, request: LotteryLaunchRequest) =>
  queryOptions({
    queryKey: ['member', 'lottery-launch', account, request] as const,
    queryFn: () => launchLotteryLobby(request),
    gcTime: 0,
    retry: false,
  });
