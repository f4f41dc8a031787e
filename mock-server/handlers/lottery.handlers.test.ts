// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { Brand } from '#brands/brand.types.ts';
import type { LotteryGame, LotteryMenu, OpenedNumber, OpenNumero } from '#schemas/games-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { jsonPost } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';

const brand: Brand = {
  ...testBrand,
  platform: {
    ...testBrand.platform,
    categories: {
      ...testBrand.platform.categories,
      LOTT: ['TCG_LOTTO_VN', 'TCG_SEA'],
      ELOTT: ['TCG'],
    },
  },
};
const NOW = Date.parse('2026-11-22T10:00:00Z');
const clock = createManualClock(NOW);
const mock = await setupMockServer({ brand, clock });
beforeAll(() => mock.listen());
afterEach(async () => {
  await mock.reset();
  clock.set(NOW);
});
afterAll(() => mock.close());

const menus = (query: string) =>
  fetchValue<LotteryMenu[]>(`${ENDPOINTS.getLotteryMenu.path}?device=WEB&${query}`);
const opened = (query: string) =>
  fetchValue<OpenedNumber[]>(`${ENDPOINTS.getOpenedNumbers.path}?${query}`);

describe('GET /lgw/vn/games/game_menu', () => {
  it('groups the games of each prize mode', async () => {
    const lott = await menus('prizeMode=Lott');
    expect(lott.map((group) => [group.gameGroupCode, group.labelName])).toEqual([
      ['MB', 'Miền Bắc'],
      ['MT', 'Miền Trung'],
      ['MN', 'Miền Nam'],
    ]);
    expect(lott[0]?.gameMenus[0]).toEqual({
      gameCode: 'VN_MB',
      labelName: 'Miền Bắc',
      prizeMode: 'Lott',
      drawInterval: 86_400,
    });
    expect(lott.flatMap((group) => group.gameMenus)).toHaveLength(36);
    expect(
      (await menus('prizeMode=ZY')).flatMap((g) => g.gameMenus.map((m) => m.drawInterval)),
    ).toEqual([45, 60, 180, 300]);
    expect((await menus('prizeMode=Elott')).map((group) => group.gameGroupCode)).toEqual([
      'KENO',
      'RACING',
      'DICE',
      '11X5',
    ]);
    const sea = await menus('prizeMode=SEA&language=en');
    expect(sea.map((group) => group.labelName)).toEqual(['Thailand', 'Laos', '4D lottery']);
    const modes = (groups: LotteryMenu[]) => [
      ...new Set(groups.flatMap((group) => group.gameMenus.map((game) => game.prizeMode))),
    ];
    expect(modes(lott)).toEqual(['Lott']);
    expect(modes(sea)).toEqual(['SEA']);
  });

  it("takes the brand's lottery type without a prize mode and refuses an unknown one", async () => {
    expect(await menus('')).toEqual(await menus('prizeMode=Lott'));
    const english = { headers: { Language: 'en' } };
    expect(
      await fetchJson(`${ENDPOINTS.getLotteryMenu.path}?prizeMode=Nope`, english),
    ).toMatchObject({
      status: 400,
      body: { message: 'Unknown prize mode' },
    });
    // Without a Language header the brand's default language (vi) answers.
    expect((await fetchJson(`${ENDPOINTS.getLotteryMenu.path}?prizeMode=Nope`)).body.message).toBe(
      'Loại xổ số không hợp lệ',
    );
  });
});

describe('GET /lgw/games/popular', () => {
  it('answers the 20 most popular games, the same on every call', async () => {
    const popular = await fetchValue<LotteryGame[]>(
      `${ENDPOINTS.getPopularLotteryGames.path}?count=20`,
    );
    expect(popular).toHaveLength(20);
    expect(new Set(popular.map((game) => game.gameCode)).size).toBe(20);
    expect(
      await fetchValue<LotteryGame[]>(`${ENDPOINTS.getPopularLotteryGames.path}?count=20`),
    ).toEqual(popular);
    expect(await fetchValue<LotteryGame[]>(ENDPOINTS.getPopularLotteryGames.path)).toEqual(popular);
  });
});

describe('GET /lgw/vn/numeros/opened/game', () => {
  it('answers the last 100 draws, newest first, fixed per game and time slot', async () => {
    const draws = await opened('gameCode=VN_MB&count=100');
    expect(draws).toHaveLength(100);
    // 18:15 in Vietnam (11:15 UTC); at 10:00 UTC on the 22nd the newest is the 21st's.
    expect(draws[0]).toMatchObject({
      gameCode: 'VN_MB',
      numero: '20261121',
      openTime: Date.parse('2026-11-21T11:15:00Z'),
    });
    expect(draws[1]?.numero).toBe('20261120');
    expect(draws[0]?.result.split(',')).toHaveLength(27);
    expect(draws[0]?.result.split(',')[0]).toMatch(/^\d{5}$/);
    expect(await opened('gameCode=VN_MB&count=100')).toEqual(draws);
    clock.set('2026-11-22T11:15:00Z');
    const next = await opened('gameCode=VN_MB&count=100');
    expect(next[0]?.numero).toBe('20261122');
    expect(next[1]).toEqual(draws[0]);
  });

  it('numbers the draws of fast games within the day and draws the right shapes', async () => {
    const [keno] = await opened('gameCode=KENO_1M&count=1');
    // 10:00 UTC is 17:00 in Vietnam: the 1021st draw of the day (00:00 is the first).
    expect(keno).toMatchObject({ numero: '20261122-1021', openTime: NOW });
    expect(keno?.result.split(',')).toHaveLength(20);
    const [race] = await opened('gameCode=RACE_1M&count=1');
    expect(race?.result.split(',').sort()).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
    ]);
    const [dice] = await opened('gameCode=DICE_1M&count=1');
    expect(dice?.result).toMatch(/^[1-6],[1-6],[1-6]$/);
    const [south] = await opened('gameCode=VN_MN_HCM&count=1');
    expect(south?.result.split(',')).toHaveLength(18);
    expect(await opened('gameCode=VN_MB')).toHaveLength(100);
  });

  it('refuses an unknown game in the language of the caller', async () => {
    const unknown = (language: string) =>
      fetchJson(`${ENDPOINTS.getOpenedNumbers.path}?gameCode=NOPE&count=100`, {
        headers: { Language: language },
      });
    expect(await unknown('vi')).toMatchObject({
      status: 400,
      body: { success: false, value: null, message: 'Không tìm thấy trò xổ số' },
    });
    expect(await unknown('en')).toMatchObject({
      status: 400,
      body: { success: false, value: null, message: 'Unknown lottery game' },
    });
  });
});

describe('token calls', () => {
  it('GET /lotto/lgw/games/opened/numero answers the draw open for betting', async () => {
    const token = await mock.platform.issueSession('demo01');
    const open = await fetchValue<OpenNumero>(`${ENDPOINTS.getOpenNumero.path}?gameCode=VN_MB`, {
      headers: { token },
    });
    expect(open).toMatchObject({
      gameCode: 'VN_MB',
      numero: '20261122',
      openTime: Date.parse('2026-11-22T11:15:00Z'),
      closeTime: Date.parse('2026-11-22T11:00:00Z'),
    });
    expect(open.previous?.numero).toBe('20261121');
    expect((await fetchJson(`${ENDPOINTS.getOpenNumero.path}?gameCode=VN_MB`)).status).toBe(401);
    const unknown = await fetchJson(`${ENDPOINTS.getOpenNumero.path}?gameCode=NOPE`, {
      headers: { token, Language: 'vi' },
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Không tìm thấy trò xổ số' } });
  });

  it('GET /lgw/vn/games/game_menu/recent lists the lottery games the member opened', async () => {
    const token = await mock.platform.issueSession('demo01');
    for (const lottoGameCode of ['VN_MB', 'KENO_1M', 'VN_MB']) {
      await fetchValue(
        ENDPOINTS.launchGame.path,
        jsonPost({ launchMode: 'LOTT', lottoGameCode, lottoView: 'betting' }, { token }),
      );
      clock.advance(1000);
    }
    const recent = await fetchValue<LotteryGame[]>(ENDPOINTS.getRecentLotteryGames.path, {
      headers: { token },
    });
    expect(recent.map((game) => game.gameCode)).toEqual(['VN_MB', 'KENO_1M']);
    const other = await mock.platform.issueSession('vip01');
    expect(
      await fetchValue(ENDPOINTS.getRecentLotteryGames.path, { headers: { token: other } }),
    ).toEqual([]);
    expect((await fetchJson(ENDPOINTS.getRecentLotteryGames.path)).status).toBe(401);
  });
});
