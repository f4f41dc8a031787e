import type { MessageTable } from '#mock-server/messages/bilingual.ts';

/** Point mall, daily sign-in, missions and referral. */
export const LOYALTY_MESSAGES = {
  pointMallOff: {
    en: 'The point mall is not available',
    vi: 'Cửa hàng điểm không khả dụng',
  },
  referralOff: {
    en: 'Refer and earn is not available',
    vi: 'Giới thiệu bạn bè không khả dụng',
  },
  pointsPasswordMissing: { en: 'Please enter your password', vi: 'Vui lòng nhập mật khẩu' },
  pointsPasswordWrong: { en: 'Password is incorrect', vi: 'Mật khẩu không đúng' },
  mallItemUnknown: { en: 'This item does not exist', vi: 'Vật phẩm này không tồn tại' },
  mallQuantityBad: {
    en: 'Choose a quantity from 1 to {max}',
    vi: 'Chọn số lượng từ 1 đến {max}',
  },
  mallOutOfStock: {
    en: 'Not enough in stock: {stock} left',
    vi: 'Không đủ hàng: còn {stock}',
  },
  pointsNotEnough: {
    en: 'Not enough points: {points} needed',
    vi: 'Không đủ điểm: cần {points} điểm',
  },
  convertBadPoints: {
    en: 'Enter a whole number of points, at least {min}',
    vi: 'Nhập số điểm nguyên, ít nhất {min}',
  },
  alreadySignedIn: {
    en: 'You have already signed in today',
    vi: 'Hôm nay bạn đã điểm danh rồi',
  },
  missionUnknown: { en: 'This mission does not exist', vi: 'Nhiệm vụ này không tồn tại' },
  missionNotDone: { en: 'This mission is not done yet', vi: 'Nhiệm vụ này chưa hoàn thành' },
  missionClaimed: {
    en: 'This mission reward was already claimed',
    vi: 'Phần thưởng nhiệm vụ này đã được nhận',
  },
} as const satisfies MessageTable;
