import type { MessageTable } from '#mock-server/messages/bilingual.ts';

/**
 * The games, lottery and demo-game calls ('Unknown game vendor', 'Invalid amount' and
 * 'Insufficient balance' they share with the wallet: those are in the wallet's table).
 */
export const GAMES_MESSAGES = {
  unknownGame: { en: 'Unknown game', vi: 'Không tìm thấy trò chơi' },
  notFavourite: {
    en: 'This game is not in your favourites',
    vi: 'Trò chơi này không có trong danh sách yêu thích của bạn',
  },
  /** The spec's 'in_need_true_account': trial accounts may not launch or keep favourites. */
  realAccountNeeded: {
    en: 'A real account is needed: trial accounts cannot play games',
    vi: 'Cần tài khoản thật: tài khoản chơi thử không thể chơi trò chơi',
  },
  unknownPrizeMode: { en: 'Unknown prize mode', vi: 'Loại xổ số không hợp lệ' },
  unknownLotteryGame: { en: 'Unknown lottery game', vi: 'Không tìm thấy trò xổ số' },
  gameSessionEnded: {
    en: 'This game session has ended, please launch the game again',
    vi: 'Phiên chơi đã kết thúc, vui lòng mở lại trò chơi',
  },
} as const satisfies MessageTable;
