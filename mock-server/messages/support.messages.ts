import type { MessageTable } from '#mock-server/messages/bilingual.ts';

/** Feedback, chat and the domain speed test. */
export const SUPPORT_MESSAGES = {
  feedbackTypeUnknown: {
    en: 'Choose what your feedback is about',
    vi: 'Vui lòng chọn loại góp ý',
  },
  feedbackContentMissing: { en: 'Write your feedback', vi: 'Vui lòng nhập nội dung góp ý' },
  feedbackContentTooLong: {
    en: 'Feedback can be at most {max} characters',
    vi: 'Nội dung góp ý tối đa {max} ký tự',
  },
  feedbackTooManyImages: {
    en: 'At most {max} screenshots',
    vi: 'Tối đa {max} ảnh chụp màn hình',
  },
  feedbackImageRefused: {
    en: '{name}: only png or jpg pictures of at most 5 MB',
    vi: '{name}: chỉ nhận ảnh png hoặc jpg, tối đa 5 MB',
  },
  feedbackReply: {
    en: 'Thank you for your feedback. Our team has looked into it and will follow up if needed.',
    vi: 'Cảm ơn góp ý của bạn. Bộ phận hỗ trợ đã xem xét và sẽ liên hệ nếu cần.',
  },
  chatVipOnly: {
    en: 'The VIP service is for VIP members',
    vi: 'Dịch vụ VIP chỉ dành cho hội viên VIP',
  },
  chatMessageMissing: { en: 'Write a message', vi: 'Vui lòng nhập tin nhắn' },
  chatMessageTooLong: {
    en: 'A message can be at most {max} characters',
    vi: 'Tin nhắn tối đa {max} ký tự',
  },
  chatReplyFirst: {
    en: 'Hello, this is {agent}. Thank you for your message, let me check that for you.',
    vi: 'Xin chào, tôi là {agent}. Cảm ơn bạn đã nhắn tin, tôi sẽ kiểm tra ngay cho bạn.',
  },
  chatReplyNext: {
    en: 'Noted. Is there anything else I can help you with?',
    vi: 'Đã ghi nhận. Bạn còn cần hỗ trợ gì thêm không?',
  },
  routeUnknown: {
    en: 'This line is not in the route list',
    vi: 'Tuyến này không có trong danh sách',
  },
} as const satisfies MessageTable;
