import type { MessageTable } from '#mock-server/messages/bilingual.ts';

/** The wallet; the games calls answer the vendor and amount refusals too. */
export const WALLET_MESSAGES = {
  trialAccount: {
    en: 'A real account is needed: trial accounts cannot move money',
    vi: 'Cần tài khoản thật: tài khoản chơi thử không thể chuyển tiền',
  },
  unknownVendor: { en: 'Unknown game vendor', vi: 'Không tìm thấy nhà cung cấp trò chơi' },
  badAmount: { en: 'Invalid amount', vi: 'Số tiền không hợp lệ' },
  insufficientFunds: { en: 'Insufficient balance', vi: 'Số dư không đủ' },
} as const satisfies MessageTable;
