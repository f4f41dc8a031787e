import type { DrawKind, Label, LotteryDefinition } from '#mock-server/lottery/lottery-games.ts';

/** One way to bet on a lottery game (spec section 2: `/lottery?gameCode=&playType=`). */
export interface PlayType {
  code: string;
  label: Label;
}

const type = (code: string, vi: string, en: string): PlayType => ({ code, label: { vi, en } });

/**
 * The play types of each kind of draw, the games' `defaultPlayType` among them. The spec names
 * none: these are the common bets of each kind, enough for a play type to reach the game.
 */
export const PLAY_TYPES: Readonly<Record<DrawKind, readonly PlayType[]>> = {
  'vn-north': [
    type('LO2', 'Lô 2 số', 'Lo 2 digits'),
    type('LO3', 'Lô 3 số', 'Lo 3 digits'),
    type('DE', 'Đề đặc biệt', 'Special prize'),
    type('XIEN2', 'Xiên 2', 'Parlay 2'),
  ],
  'vn-regional': [
    type('LO2', 'Lô 2 số', 'Lo 2 digits'),
    type('LO3', 'Lô 3 số', 'Lo 3 digits'),
    type('DE', 'Đề đặc biệt', 'Special prize'),
  ],
  keno: [
    type('BIGSMALL', 'Lớn nhỏ', 'Big or small'),
    type('ODDEVEN', 'Chẵn lẻ', 'Odd or even'),
    type('PICK1', 'Chọn 1 số', 'Pick 1'),
  ],
  racing: [type('TOP1', 'Về nhất', 'Winner'), type('TOP3', 'Top 3', 'Top 3')],
  dice: [
    type('SUM', 'Tổng điểm', 'Total'),
    type('BIGSMALL', 'Lớn nhỏ', 'Big or small'),
    type('TRIPLE', 'Bộ ba', 'Triple'),
  ],
  'pick-5-of-11': [
    type('ANY1', 'Chọn 1 trúng 1', 'Any 1'),
    type('ANY5', 'Chọn 5 trúng 5', 'Any 5'),
  ],
  thai: [
    type('TOP3', '3 số trên', 'Top 3 digits'),
    type('BOTTOM2', '2 số dưới', 'Bottom 2 digits'),
  ],
  'four-d': [type('BIG', 'Big', 'Big'), type('SMALL', 'Small', 'Small')],
};

/**
 * The play type a lottery game opens on: the one asked for (any case) when the game offers it,
 * else the game's default, as a lobby opens on its default bet rather than refusing a link.
 */
export function playTypeOf(game: LotteryDefinition, asked: string): PlayType {
  const offered = PLAY_TYPES[game.kind];
  const code = asked.trim().toUpperCase();
  const found =
    offered.find((play) => play.code === code) ??
    offered.find((play) => play.code === game.defaultPlayType);
  // Every default is listed (play-types.test.ts); the fallback only keeps the type total.
  return found ?? type(game.defaultPlayType, game.defaultPlayType, game.defaultPlayType);
}
