import type { MessageTable } from '#mock-server/messages/bilingual.ts';

/** Withdrawals, receiving accounts, the withdraw password, confirmation and transfers. */
export const WITHDRAW_MESSAGES = {
  withdrawPasswordMissing: {
    en: 'Please enter withdraw password',
    vi: 'Vui lòng nhập mật khẩu rút tiền',
  },
  withdrawPasswordNotSet: {
    en: 'Please set a withdraw password first',
    vi: 'Vui lòng đặt mật khẩu rút tiền trước',
  },
  withdrawPasswordAlreadySet: {
    en: 'A withdraw password is already set',
    vi: 'Mật khẩu rút tiền đã được đặt',
  },
  withdrawPasswordWrong: {
    en: 'Withdraw password is incorrect, {tries} tries left',
    vi: 'Mật khẩu rút tiền không đúng, còn {tries} lần thử',
  },
  withdrawLocked: {
    en: 'Too many wrong withdraw passwords: withdrawals are locked for {minutes} minutes',
    vi: 'Nhập sai mật khẩu rút tiền quá nhiều lần: rút tiền bị khóa trong {minutes} phút',
  },
  receivingAddressMissing: {
    en: 'Please enter receiving address',
    vi: 'Vui lòng nhập địa chỉ nhận tiền',
  },
  realNameMissing: {
    en: 'Please add your real name before adding a bank card',
    vi: 'Vui lòng thêm họ tên thật trước khi thêm thẻ ngân hàng',
  },
  unknownWithdrawAccount: {
    en: 'Please choose a receiving account',
    vi: 'Vui lòng chọn tài khoản nhận tiền',
  },
  withdrawBelowMin: {
    en: 'The minimum withdrawal is {limit}',
    vi: 'Số tiền rút tối thiểu là {limit}',
  },
  withdrawAboveMax: {
    en: 'The maximum withdrawal is {limit}',
    vi: 'Số tiền rút tối đa là {limit}',
  },
  withdrawDailyCount: {
    en: 'You can withdraw {count} times a day',
    vi: 'Bạn chỉ có thể rút tiền {count} lần mỗi ngày',
  },
  withdrawTurnover: {
    en: 'Bet {amount} more before withdrawing',
    vi: 'Cần cược thêm {amount} trước khi rút tiền',
  },
  withdrawalUnknown: { en: 'Withdrawal not found', vi: 'Không tìm thấy lệnh rút tiền' },
  withdrawalNotCompleted: {
    en: 'This withdrawal is not completed yet',
    vi: 'Lệnh rút tiền này chưa hoàn tất',
  },
  withdrawalAutoReceived: {
    en: 'This withdrawal counted as received after the confirmation time ran out',
    vi: 'Lệnh rút tiền này đã được tính là đã nhận khi hết thời gian xác nhận',
  },
  withdrawalAlreadyConfirmed: {
    en: 'This withdrawal is already confirmed',
    vi: 'Lệnh rút tiền này đã được xác nhận',
  },
  proofRequired: {
    en: 'Please attach at least one image as proof',
    vi: 'Vui lòng đính kèm ít nhất một hình ảnh làm bằng chứng',
  },
  proofRefused: {
    en: 'Proof must be 1 to 3 png or jpg images of at most 5 MB each',
    vi: 'Bằng chứng phải là 1 đến 3 hình ảnh png hoặc jpg, mỗi hình tối đa 5 MB',
  },
  noUpline: { en: 'You have no upline to transfer to', vi: 'Bạn không có tuyến trên để chuyển' },
} as const satisfies MessageTable;
