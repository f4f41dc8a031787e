import type { GameCategory } from '#schemas/platform-api.ts';

/**
 * The classifications of each category's games: the same lists GET /lgw/games/game_menus
 * offers as filters (`handlers/games.handlers.ts` reads them from here). A game's
 * `gameClassify` is one of its category's; categories with an empty list give ''.
 */
export const GAME_CLASSIFY: Readonly<Record<GameCategory, readonly string[]>> = {
  LOTT: ['popular', 'vietnam', 'fast'],
  ELOTT: ['popular', 'fast'],
  LIVE: ['baccarat', 'roulette', 'sicbo', 'dragon-tiger'],
  SPORTS: [],
  FISH: ['popular', 'new'],
  RNG: ['popular', 'new', 'jackpot', 'megaways'],
  PVP: ['popular', 'poker', 'card'],
  ESPORTS: [],
  INHOUSE: ['popular'],
  COCKFIGHT: [],
};

/** Smallest stakes a category's games start at, in base units (scaled like balances). */
export const MIN_BETS: Readonly<Record<GameCategory, readonly number[]>> = {
  LOTT: [1],
  ELOTT: [1],
  LIVE: [1, 5, 10, 20, 50, 100],
  SPORTS: [1],
  FISH: [0.1, 0.5, 1],
  RNG: [0.1, 0.2, 0.5, 1, 2],
  PVP: [1, 2, 5, 10, 20, 50],
  ESPORTS: [1],
  INHOUSE: [0.1, 0.5, 1],
  COCKFIGHT: [5, 10, 20],
};

/** How many games each vendor of a category has: [fewest, most] (RNG is split, see catalogue). */
export const GAMES_PER_VENDOR: Readonly<Record<GameCategory, readonly [number, number]>> = {
  LOTT: [0, 0],
  ELOTT: [0, 0],
  LIVE: [16, 40],
  SPORTS: [6, 12],
  FISH: [12, 30],
  RNG: [0, 0],
  PVP: [20, 40],
  ESPORTS: [5, 10],
  INHOUSE: [10, 20],
  COCKFIGHT: [4, 8],
};

/** Slots of a brand in all, split among its RNG vendors (spec section 9: "nearly 10,000"). */
export const TOTAL_SLOTS = 10_000;
