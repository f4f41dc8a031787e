import { MESSAGES } from '#mock-server/envelope.ts';

/** Messages of the games and lottery calls (our wording where spec section 8 has none). */
export const GAME_MESSAGES = {
  unknownGame: 'Unknown game',
  unknownVendor: MESSAGES.unknownVendor,
  notFavourite: 'This game is not in your favourites',
  /** The spec's 'in_need_true_account': trial accounts may not launch or keep favourites. */
  realAccountNeeded: 'A real account is needed: trial accounts cannot play games',
  unknownPrizeMode: 'Unknown prize mode',
  unknownLotteryGame: 'Unknown lottery game',
  gameSessionEnded: 'This game session has ended, please launch the game again',
  badAmount: MESSAGES.badAmount,
  insufficientFunds: MESSAGES.insufficientFunds,
} as const;
