import type { MessageTable } from '#mock-server/messages/bilingual.ts';

/** The agent centre and its contracts. */
export const AGENT_MESSAGES = {
  notInDownline: {
    en: 'This account is not in your downline',
    vi: 'Tài khoản này không thuộc tuyến dưới của bạn',
  },
  contractKindOff: {
    en: 'This contract type is not available',
    vi: 'Loại hợp đồng này hiện không khả dụng',
  },
  contractNotDirect: {
    en: 'Contracts can only be offered to a direct downline agent',
    vi: 'Chỉ có thể đề nghị hợp đồng cho đại lý tuyến dưới trực tiếp',
  },
  contractBadTiers: {
    en: 'Please enter valid rate tiers',
    vi: 'Vui lòng nhập các bậc tỷ lệ hợp lệ',
  },
  contractAboveCeiling: {
    en: 'The rate cannot be above your own rate of {rate}%',
    vi: 'Tỷ lệ không được cao hơn tỷ lệ của chính bạn ({rate}%)',
  },
  contractLowerRate: {
    en: 'This rate is lower than {count} contracts of the downline: they will end if you agree',
    vi: 'Tỷ lệ này thấp hơn {count} hợp đồng của tuyến dưới: các hợp đồng đó sẽ chấm dứt nếu bạn đồng ý',
  },
  contractOfferWaiting: {
    en: 'An offer of this type is already waiting for an answer',
    vi: 'Một đề nghị loại này đang chờ trả lời',
  },
  contractNotFound: { en: 'Contract not found', vi: 'Không tìm thấy hợp đồng' },
  contractNotYours: {
    en: 'Only the other side of this contract can answer it',
    vi: 'Chỉ bên còn lại của hợp đồng mới có thể trả lời',
  },
  contractNoRequest: {
    en: 'This contract has no open request',
    vi: 'Hợp đồng này không có yêu cầu nào đang chờ',
  },
  contractNotInForce: {
    en: 'Only a contract in force can be ended',
    vi: 'Chỉ có thể chấm dứt hợp đồng đang có hiệu lực',
  },
  badSpan: { en: 'Invalid date range', vi: 'Khoảng thời gian không hợp lệ' },
} as const satisfies MessageTable;
