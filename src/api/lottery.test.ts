import { describe, expect, it } from 'vitest';
import { lotteryLaunchRequest } from './lottery.ts';

describe('lotteryLaunchRequest', () => {
  it("opens a game's betting view on the play type asked for", () => {
    expect(lotteryLaunchRequest('VN_MB', 'vi', 'https://site.example/lottery', 'DE')).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoGameCode: 'VN_MB',
      lottoView: 'betting',
      lottoPlayType: 'DE',
      device: 'WEB',
      backUrl: 'https://site.example/lottery',
      language: 'vi',
    });
  });

  it('sends no play type without one, nor for the lobby', () => {
    expect(lotteryLaunchRequest('VN_MB', 'en', '/')).not.toHaveProperty('lottoPlayType');
    const lobby = lotteryLaunchRequest(null, 'en', '/', 'DE');
    expect(lobby).toMatchObject({ lottoGameCode: '', lottoView: 'lobby' });
    expect(lobby).not.toHaveProperty('lottoPlayType');
  });
});
