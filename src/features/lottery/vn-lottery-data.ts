import type { LotteryGame, LotteryMenu, PrizeMode } from '#schemas/games-api.ts';

/** Spec section 1: the prize modes, in the order the tabs show them. */
export const PRIZE_MODES: readonly PrizeMode[] = ['Lott', 'ZY', 'Elott', 'SEA'];

export type MenusByMode = Readonly<Record<PrizeMode, LotteryMenu[]>>;

/** The menus of every prize mode (asked for at once, so the tabs switch without waiting). */
export function menusByMode(menus: ReadonlyMap<PrizeMode, LotteryMenu[]>): MenusByMode {
  const of = (mode: PrizeMode) => menus.get(mode) ?? [];
  return { Lott: of('Lott'), ZY: of('ZY'), Elott: of('Elott'), SEA: of('SEA') };
}

/** Every game of the menus by code: favourites are stored as codes only. */
export function gamesByCode(menus: MenusByMode): Map<string, LotteryGame> {
  const byCode = new Map<string, LotteryGame>();
  for (const mode of PRIZE_MODES)
    for (const group of menus[mode])
      for (const game of group.gameMenus) byCode.set(game.gameCode, game);
  return byCode;
}
