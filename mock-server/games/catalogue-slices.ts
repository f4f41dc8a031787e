import type { Brand } from '#brands/brand.types.ts';
import { GAME_CATEGORIES, type GameCategory } from '#schemas/platform-api.ts';
import {
  GAME_CLASSIFY,
  GAMES_PER_VENDOR,
  MIN_BETS,
  TOTAL_SLOTS,
} from '#mock-server/games/classify.ts';
import { hash32, hash32From, hashState } from '#mock-server/games/hash.ts';
import { listedGame } from '#mock-server/games/listed-names.ts';
import { slotName } from '#mock-server/games/slot-names.ts';
import { modesOfVendor } from '#mock-server/lottery/availability.ts';
import { gamesOfMode, type LotteryDefinition } from '#mock-server/lottery/lottery-games.ts';
import { balanceScale } from '#mock-server/seeds/members.seed.ts';

/*
 * The catalogue is never stored as records: a brand has one slice per (category, vendor), and
 * a game is a slice plus an index. Everything about game `i` is computed from the brand seed,
 * the slice and `i`; the few attributes listings filter on are computed once per slice into
 * typed arrays, on first use.
 */

/** Node ids: category (1-10) x 10^7 + vendor position x 10^5 + index + 1. */
const CATEGORY_SPAN = 10_000_000;
const VENDOR_SPAN = 100_000;

/** No classification (categories whose list is empty). */
export const NO_CLASSIFY = 255;

/** One vendor's games in one category. */
export interface Slice {
  readonly id: number;
  readonly category: GameCategory;
  readonly vassalage: string;
  readonly count: number;
  /** Hash of brand seed, category and vendor: where the vendor's name permutation starts. */
  readonly salt: number;
  /** Node id of the first game: game `i` is `nodeBase + i`. */
  readonly nodeBase: number;
  /** The lottery games of a LOTT or ELOTT vendor, in order; null for other categories. */
  readonly lottery: readonly LotteryDefinition[] | null;
  /** The brand's currency scale (VND: 1000). */
  readonly scale: number;
}

/** What listings filter on, per game of a slice. */
export interface SliceAttributes {
  /** Index into the category's classify list, or NO_CLASSIFY. */
  readonly classify: Uint8Array;
  readonly minBet: Float64Array;
}

/** Builds the slices of a brand, in the brand's category and vendor order. */
export function buildSlices(brand: Brand): Slice[] {
  const seed = brand.platform.seed;
  const scale = balanceScale(brand.app.currency.code);
  const entries = Object.entries(brand.platform.categories) as [GameCategory, string[]][];
  const slotCounts = splitSlots(seed, brand.platform.categories.RNG ?? []);
  const slices: Slice[] = [];
  for (const [category, vendors] of entries) {
    vendors.forEach((vassalage, vendorIndex) => {
      const lottery = lotteryOf(category, vassalage);
      const salt = hash32(seed, 'vendor', category, vassalage);
      const count = lottery
        ? lottery.length
        : category === 'RNG'
          ? (slotCounts[vendorIndex] ?? 0)
          : countOf(category, salt);
      slices.push({
        id: slices.length,
        category,
        vassalage,
        count,
        salt,
        nodeBase:
          (GAME_CATEGORIES.indexOf(category) + 1) * CATEGORY_SPAN + vendorIndex * VENDOR_SPAN + 1,
        lottery,
        scale,
      });
    });
  }
  return slices;
}

function lotteryOf(category: GameCategory, vassalage: string): LotteryDefinition[] | null {
  if (category !== 'LOTT' && category !== 'ELOTT') return null;
  return modesOfVendor(category, vassalage).flatMap(gamesOfMode);
}

function countOf(category: GameCategory, salt: number): number {
  const [fewest, most] = GAMES_PER_VENDOR[category];
  return fewest + (salt % (most - fewest + 1));
}

/** TOTAL_SLOTS split among the slot vendors by seeded weights (0.6 to 1.4), largest remainder. */
function splitSlots(seed: number, vendors: readonly string[]): number[] {
  const weights = vendors.map((vendor) => 0.6 + (hash32(seed, 'slots', vendor) % 801) / 1000);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (TOTAL_SLOTS * weight) / total);
  const counts = exact.map(Math.floor);
  const remainders = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  let missing = TOTAL_SLOTS - counts.reduce((sum, count) => sum + count, 0);
  for (const { index } of remainders) {
    if (missing-- <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

/** The slice holding `nodeId` and the game's index in it, if the brand has such a game. */
export function locate(
  slicesByBase: ReadonlyMap<number, Slice>,
  nodeId: number,
): { slice: Slice; index: number } | undefined {
  if (!Number.isInteger(nodeId) || nodeId <= 0) return undefined;
  const offset = (nodeId - 1) % VENDOR_SPAN;
  const slice = slicesByBase.get(nodeId - offset);
  return slice && offset < slice.count ? { slice, index: offset } : undefined;
}

/** The hash behind game `index`'s attributes: a different stream per `purpose`. */
export function gameHash(slice: Slice, index: number, purpose: string): number {
  return hash32(slice.salt, purpose, index);
}

/** The hash state of a slice's `purpose`, for `hash32From(state, index)` = `gameHash(...)`. */
export function gameHashState(slice: Slice, purpose: string): number {
  return hashState([slice.salt, purpose]);
}

/** Classification of game `index` of a slice ('' when its category has none). */
export function classifyOf(slice: Slice, index: number): string {
  const game = slice.lottery?.[index];
  if (game) {
    if (game.prizeMode === 'Lott') return 'vietnam';
    if (game.prizeMode === 'ZY') return 'fast';
    return game.prizeMode === 'Elott' && game.drawInterval <= 60 ? 'fast' : 'popular';
  }
  if (slice.category === 'RNG') {
    const roll = gameHash(slice, index, 'classify') % 100;
    return roll < 35 ? 'popular' : roll < 60 ? 'new' : roll < 75 ? 'jackpot' : 'megaways';
  }
  return listedGame(slice.category, slice.salt, index).classify;
}

/** Name of game `index` of a slice; lottery games are named in `language` (vi or en). */
export function nameOf(slice: Slice, index: number, language: 'vi' | 'en'): string {
  const game = slice.lottery?.[index];
  if (game) return game.label[language];
  if (slice.category === 'RNG') {
    return slotName(slice.salt, index, classifyOf(slice, index), gameHash(slice, index, 'suffix'));
  }
  return listedGame(slice.category, slice.salt, index).name;
}

/** About 3% of games are hot. */
export function isHotGame(
  slice: Slice,
  index: number,
  /** `gameHashState(slice, 'hot')`, when a loop over the slice has it. */
  state = gameHashState(slice, 'hot'),
): boolean {
  return hash32From(state, index) % 1000 < 30;
}

/** Smallest stake of game `index`, in the brand's currency. */
export function minBetOf(slice: Slice, index: number): number {
  const bets = MIN_BETS[slice.category];
  const bet = bets[gameHash(slice, index, 'min-bet') % bets.length] ?? 1;
  return Math.round(bet * slice.scale * 100) / 100;
}

/** The filter attributes of every game of a slice (call once per slice and keep). */
export function computeAttributes(slice: Slice): SliceAttributes {
  const list = GAME_CLASSIFY[slice.category];
  const classify = new Uint8Array(slice.count);
  const minBet = new Float64Array(slice.count);
  for (let index = 0; index < slice.count; index += 1) {
    const position = list.indexOf(classifyOf(slice, index));
    classify[index] = position < 0 ? NO_CLASSIFY : position;
    minBet[index] = minBetOf(slice, index);
  }
  return { classify, minBet };
}
