import { ACCOUNT_MESSAGES } from '#mock-server/messages/account.messages.ts';
import { DEPOSIT_MESSAGES } from '#mock-server/messages/deposit.messages.ts';
import { GAMES_MESSAGES } from '#mock-server/messages/games.messages.ts';
import { PHONE_MESSAGES } from '#mock-server/messages/phone.messages.ts';
import { REGISTER_MESSAGES } from '#mock-server/messages/register.messages.ts';
import { SUPPORT_MESSAGES } from '#mock-server/messages/support.messages.ts';
import { SYSTEM_MESSAGES } from '#mock-server/messages/system.messages.ts';
import { WALLET_MESSAGES } from '#mock-server/messages/wallet.messages.ts';
import { WITHDRAW_MESSAGES } from '#mock-server/messages/withdraw.messages.ts';
import { AGENT_MESSAGES } from '#mock-server/messages/agent.messages.ts';
import { LOYALTY_MESSAGES } from '#mock-server/messages/loyalty.messages.ts';
import { RECORDS_MESSAGES } from '#mock-server/messages/records.messages.ts';
import { SECURITY_MESSAGES } from '#mock-server/messages/security.messages.ts';
import { PROMOTION_MESSAGES } from '#mock-server/messages/promotions.messages.ts';

/**
 * The tables of each area, by name. A key belongs to one area only (a test checks it, since a
 * spread would silently keep the last of two).
 */
export const MESSAGE_AREAS = {
  system: SYSTEM_MESSAGES,
  account: ACCOUNT_MESSAGES,
  phone: PHONE_MESSAGES,
  register: REGISTER_MESSAGES,
  wallet: WALLET_MESSAGES,
  games: GAMES_MESSAGES,
  withdraw: WITHDRAW_MESSAGES,
  deposit: DEPOSIT_MESSAGES,
  agent: AGENT_MESSAGES,
  loyalty: LOYALTY_MESSAGES,
  records: RECORDS_MESSAGES,
  security: SECURITY_MESSAGES,
  promotions: PROMOTION_MESSAGES,
  support: SUPPORT_MESSAGES,
} as const;

/**
 * Every text the platform answers a player with, in Vietnamese and English: the error
 * catalogue of spec section 8 where it has the English text, else our own wording.
 */
export const CATALOGUE = {
  ...SYSTEM_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...PHONE_MESSAGES,
  ...REGISTER_MESSAGES,
  ...WALLET_MESSAGES,
  ...GAMES_MESSAGES,
  ...WITHDRAW_MESSAGES,
  ...DEPOSIT_MESSAGES,
  ...AGENT_MESSAGES,
  ...LOYALTY_MESSAGES,
  ...RECORDS_MESSAGES,
  ...SECURITY_MESSAGES,
  ...PROMOTION_MESSAGES,
  ...SUPPORT_MESSAGES,
};

export type MessageKey = keyof typeof CATALOGUE;

/** Every key of the catalogue. */
export const MESSAGE_KEYS = Object.keys(CATALOGUE) as MessageKey[];
