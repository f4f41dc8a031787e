import type { MessageTable } from '#mock-server/messages/bilingual.ts';

/** The records pages and the message centre. */
export const RECORDS_MESSAGES = {
  unknownBet: {
    en: 'No such bet in your records',
    vi: 'Không tìm thấy cược này trong lịch sử của bạn',
  },
  badDateRange: {
    en: 'The start date must not be after the end date',
    vi: 'Ngày bắt đầu không được sau ngày kết thúc',
  },
  badMessageIds: { en: 'Choose the messages first', vi: 'Vui lòng chọn tin nhắn trước' },
} as const satisfies MessageTable;
