import type { MessageTable } from '#mock-server/messages/bilingual.ts';

/** Promotions, activity applications, the raffle claim and the bonus centre. */
export const PROMOTION_MESSAGES = {
  promotionUnknown: {
    en: 'This promotion does not exist',
    vi: 'Khuyến mãi này không tồn tại',
  },
  promotionNotRunning: {
    en: 'This promotion is not running',
    vi: 'Khuyến mãi này hiện không diễn ra',
  },
  promotionWrongAction: {
    en: 'This promotion does not work that way',
    vi: 'Khuyến mãi này không áp dụng thao tác đó',
  },
  promotionAlreadyJoined: {
    en: 'You have already joined this promotion',
    vi: 'Bạn đã tham gia khuyến mãi này',
  },
  applicationUnderReview: {
    en: 'Your application is already under review',
    vi: 'Đơn của bạn đang được xét duyệt',
  },
  applicationApproved: {
    en: 'Your application was already approved',
    vi: 'Đơn của bạn đã được duyệt',
  },
  commentRequired: { en: 'Please enter content', vi: 'Vui lòng nhập nội dung' },
  commentTooLong: {
    en: 'The comment may have at most {max} characters',
    vi: 'Lời nhắn tối đa {max} ký tự',
  },
  imageRefused: {
    en: '{name}: only png or jpg images of at most {maxMb} MB',
    vi: '{name}: chỉ nhận ảnh png hoặc jpg tối đa {maxMb} MB',
  },
  imagesTooMany: { en: 'At most {max} images', vi: 'Tối đa {max} ảnh' },
  uploadUnknown: {
    en: 'An image was not uploaded, please try again',
    vi: 'Có ảnh chưa được tải lên, vui lòng thử lại',
  },
  raffleNotDrawn: {
    en: 'The draw has not been made yet',
    vi: 'Chưa quay số',
  },
  raffleAlreadyClaimed: {
    en: 'You have already claimed this prize',
    vi: 'Bạn đã nhận giải này',
  },
  rewardUnknown: { en: 'This bonus does not exist', vi: 'Khoản thưởng này không tồn tại' },
  rewardAlreadyClaimed: {
    en: 'This bonus was already claimed',
    vi: 'Khoản thưởng này đã được nhận',
  },
  rewardExpired: { en: 'This bonus has expired', vi: 'Khoản thưởng này đã hết hạn' },
} as const satisfies MessageTable;
