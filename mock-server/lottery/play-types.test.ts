// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOTTERY_GAMES, lotteryGame } from '#mock-server/lottery/lottery-games.ts';
import { PLAY_TYPES, playTypeOf } from '#mock-server/lottery/play-types.ts';

describe('lottery play types', () => {
  it("offers every game's default play type", () => {
    for (const game of LOTTERY_GAMES) {
      const codes = PLAY_TYPES[game.kind].map((play) => play.code);
      expect(codes, game.gameCode).toContain(game.defaultPlayType);
    }
  });

  it('opens the play type asked for, in any case, when the game offers it', () => {
    const northern = lotteryGame('VN_MB')!;
    expect(playTypeOf(northern, 'DE')).toEqual({
      code: 'DE',
      label: { vi: 'Đề đặc biệt', en: 'Special prize' },
    });
    expect(playTypeOf(northern, ' xien2 ').code).toBe('XIEN2');
  });

  it("falls back to the game's default for a play type it does not offer, or none", () => {
    const keno = lotteryGame('KENO_1M')!;
    expect(playTypeOf(keno, 'DE').code).toBe('BIGSMALL');
    expect(playTypeOf(keno, '').code).toBe('BIGSMALL');
  });
});
