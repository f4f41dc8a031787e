import type { LotteryGame, LotteryMenu, PrizeMode } from '#schemas/games-api.ts';
import { getLotteryMenu } from '#src/api/lottery.ts';

/** Spec section 1: the prize modes, in the order the tabs show them. */
export const PRIZE_MODES: readonly PrizeMode[] = ['Lott', 'ZY', 'Elott', 'SEA'];

export type MenusByMode = Readonly<Record<PrizeMode, LotteryMenu[]>>;

/** The game menus of every prize mode at once: the tabs switch without waiting. */
export async function loadMenus(signal: AbortSignal): Promise<MenusByMode> {
  const lists = await Promise.all(PRIZE_MODES.map((mode) => getLotteryMenu(mode, signal)));
  return { Lott: lists[0] ?? [], ZY: lists[1] ?? [], Elott: lists[2] ?? [], SEA: lists[3] ?? [] };
}

/** Every game of the menus by code: favourites are stored as codes only. */
export function gamesByCode(menus: MenusByMode): Map<string, LotteryGame> {
  const byCode = new Map<string, LotteryGame>();
  for (const mode of PRIZE_MODES)
    for (const group of menus[mode])
      for (const game of group.gameMenus) byCode.set(game.gameCode, game);
  return byCode;
}
