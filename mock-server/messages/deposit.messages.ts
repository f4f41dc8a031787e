import type { MessageTable } from '#mock-server/messages/bilingual.ts';

/** Deposits: the method, the amount's limits, the order, the form's idempotency key. */
export const DEPOSIT_MESSAGES = {
  unknownDepositMethod: {
    en: 'This deposit method is not offered',
    vi: 'Phương thức nạp tiền này không được hỗ trợ',
  },
  depositBelowMin: {
    en: 'The smallest deposit is {min}',
    vi: 'Số tiền nạp tối thiểu là {min}',
  },
  depositAboveMax: {
    en: 'The largest deposit is {max}',
    vi: 'Số tiền nạp tối đa là {max}',
  },
  depositNotFound: { en: 'No such deposit', vi: 'Không tìm thấy giao dịch nạp tiền' },
  idempotencyKeyMissing: {
    en: 'The form was not sent correctly, please submit it again',
    vi: 'Biểu mẫu chưa được gửi đúng, vui lòng gửi lại',
  },
} as const satisfies MessageTable;
