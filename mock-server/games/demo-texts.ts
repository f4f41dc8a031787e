import type { GameCategory } from '#schemas/platform-api.ts';
import type { GameLanguage } from '#mock-server/games/catalogue.ts';

/*
 * What the demo game pages say, in the launch language. These pages are served by the
 * simulated platform (standing in for a game vendor), not rendered by the app, so their few
 * texts live here rather than in locales/.
 */

export interface DemoTexts {
  demoNote: string;
  balance: string;
  stake: string;
  spin: string;
  paylines: string;
  /** `{amount}` is replaced by the formatted win. */
  win: string;
  noWin: string;
  push: string;
  insufficient: string;
  badStake: string;
  ended: string;
  failed: string;
  expiredTitle: string;
  expiredBody: string;
  /** The round button, by category. */
  play: Readonly<Partial<Record<GameCategory, string>>> & { default: string };
  /** `{n}` is replaced by the round number. */
  round: string;
}

export const DEMO_TEXTS: Readonly<Record<GameLanguage, DemoTexts>> = {
  vi: {
    demoNote: 'Trò chơi mô phỏng của nền tảng thử nghiệm',
    balance: 'Số dư',
    stake: 'Mức cược',
    spin: 'Quay',
    paylines: '10 dòng thưởng',
    win: 'Thắng {amount}',
    noWin: 'Chưa trúng, thử lại nhé',
    push: 'Hòa: hoàn lại tiền cược',
    insufficient: 'Số dư không đủ cho mức cược này',
    badStake: 'Mức cược không hợp lệ',
    ended: 'Phiên chơi đã kết thúc. Hãy mở lại trò chơi.',
    failed: 'Không kết nối được, vui lòng thử lại',
    expiredTitle: 'Liên kết trò chơi đã hết hạn',
    expiredBody:
      'Mỗi liên kết mở trò chơi chỉ dùng được một lần. Hãy đóng cửa sổ này và mở lại trò chơi từ trang web.',
    play: {
      default: 'Chơi một ván',
      FISH: 'Bắn',
      PVP: 'Chia bài',
      LIVE: 'Đặt cược',
      SPORTS: 'Đặt cược',
      ESPORTS: 'Đặt cược',
      COCKFIGHT: 'Đặt cược',
      LOTT: 'Mua vé',
      ELOTT: 'Mua vé',
    },
    round: 'Ván {n}',
  },
  en: {
    demoNote: 'A simulated game of the demo platform',
    balance: 'Balance',
    stake: 'Stake',
    spin: 'Spin',
    paylines: '10 paylines',
    win: 'You win {amount}',
    noWin: 'No win this time',
    push: 'Push: your stake comes back',
    insufficient: 'Your balance is too low for this stake',
    badStake: 'This stake is not allowed',
    ended: 'This game session has ended. Launch the game again.',
    failed: 'Connection problem, please try again',
    expiredTitle: 'This game link has expired',
    expiredBody:
      'Each game link opens once. Close this window and launch the game again from the site.',
    play: {
      default: 'Play a round',
      FISH: 'Fire',
      PVP: 'Deal',
      LIVE: 'Place bet',
      SPORTS: 'Place bet',
      ESPORTS: 'Place bet',
      COCKFIGHT: 'Place bet',
      LOTT: 'Buy a ticket',
      ELOTT: 'Buy a ticket',
    },
    round: 'Round {n}',
  },
};

/** The texts a page's script needs, with its main button's label. */
export function pageTexts(language: GameLanguage, button: string): Record<string, string> {
  const texts: Record<string, unknown> = { ...DEMO_TEXTS[language], button };
  delete texts.play;
  return texts as Record<string, string>;
}
