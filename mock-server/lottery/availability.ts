import type { Brand } from '#brands/brand.types.ts';
import type { PrizeMode } from '#schemas/games-api.ts';
import { gamesOfMode, type LotteryDefinition } from '#mock-server/lottery/lottery-games.ts';

export const PRIZE_MODES: readonly PrizeMode[] = ['Lott', 'ZY', 'Elott', 'SEA'];

/** True for a prize mode name (case as the spec writes it). */
export function isPrizeMode(value: string): value is PrizeMode {
  return (PRIZE_MODES as readonly string[]).includes(value);
}

/**
 * Prize modes a lottery vendor draws: TCG_SEA the South-East Asian lotteries, every other
 * LOTT vendor (TCG_LOTTO_VN in the shipped brands) the Vietnamese ones with their fast
 * variants, and every ELOTT vendor the e-lotteries.
 */
export function modesOfVendor(category: 'LOTT' | 'ELOTT', vassalage: string): PrizeMode[] {
  if (category === 'ELOTT') return ['Elott'];
  return vassalage === 'TCG_SEA' ? ['SEA'] : ['Lott', 'ZY'];
}

/** The prize modes a brand offers: those of its LOTT and ELOTT vendors. */
export function modesOfBrand(brand: Brand): Set<PrizeMode> {
  const { LOTT = [], ELOTT = [] } = brand.platform.categories;
  return new Set([
    ...LOTT.flatMap((vendor) => modesOfVendor('LOTT', vendor)),
    ...ELOTT.flatMap((vendor) => modesOfVendor('ELOTT', vendor)),
  ]);
}

/** The lottery games a brand offers, in menu order of the prize modes. */
export function lotteryGamesOfBrand(brand: Brand): LotteryDefinition[] {
  const modes = modesOfBrand(brand);
  return PRIZE_MODES.filter((mode) => modes.has(mode)).flatMap(gamesOfMode);
}
