// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { Brand } from '#brands/brand.types.ts';
import type { CardRoom, Game, GameList, VendorGameTypes } from '#schemas/games-api.ts';
import type { GameMenuEntry } from '#schemas/platform-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { GAME_CLASSIFY } from '#mock-server/games/classify.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { jsonPost } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue, TEST_ORIGIN } from '#mock-server/testing/fetch-json.ts';

const brand: Brand = {
  ...testBrand,
  platform: {
    ...testBrand.platform,
    categories: { ...testBrand.platform.categories, PVP: ['KY'], COCKFIGHT: ['SV3'] },
  },
};
const clock = createManualClock('2026-11-22T10:00:00Z');
const mock = await setupMockServer({ brand, clock });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

const list = (query: string, headers: Record<string, string> = {}) =>
  fetchValue<GameList>(`${ENDPOINTS.getGameList.path}?clientType=3&${query}`, { headers });

describe('GET /wps/relay/GCSGAME_gameList', () => {
  it('pages 10,000 slots 28 at a time: page 1, the last page and consistent totals', async () => {
    const first = await list('gameType=RNG');
    expect(first).toMatchObject({ pageNo: 1, totalCount: 10_000, totalPages: 358 });
    expect(first.games).toHaveLength(28);
    // Page 1 takes the vendors in turn.
    expect(first.games.slice(0, 3).map((game) => game.vassalage)).toEqual(['PG', 'JILI', 'PP']);
    const last = await list('gameType=RNG&pageNo=358&pageSize=28');
    expect(last.games).toHaveLength(10_000 - 357 * 28);
    const beyond = await list('gameType=RNG&pageNo=359');
    expect(beyond).toMatchObject({ games: [], totalCount: 10_000, totalPages: 358 });
  });

  it('reaches the 10,000th slot, and every slot exactly once', async () => {
    // 100 is the largest page the call gives.
    const pages = await Promise.all(
      Array.from({ length: 100 }, (_, i) => list(`gameType=RNG&pageNo=${i + 1}&pageSize=100`)),
    );
    const ids = pages.flatMap((page) => page.games.map((game) => game.nodeId));
    expect(ids).toHaveLength(10_000);
    expect(new Set(ids).size).toBe(10_000);
    const tenThousandth = await list('gameType=RNG&pageNo=10000&pageSize=1');
    expect(tenThousandth.games[0]?.nodeId).toBe(ids[9_999]);
  });

  it('filters by vendor, classification, smallest stake and part of the name', async () => {
    const pg = await list('gameType=RNG&vassalage=PG&pageSize=100');
    expect(pg.games.every((game) => game.vassalage === 'PG')).toBe(true);
    const jackpots = await list('gameType=RNG&gameClassify=jackpot&pageSize=100');
    expect(jackpots.totalCount).toBeGreaterThan(0);
    expect(jackpots.games.every((game) => game.gameClassify === 'jackpot')).toBe(true);
    const cheap = await list('gameType=RNG&minBet=200&pageSize=100');
    expect(cheap.totalCount).toBeLessThan(10_000);
    expect(cheap.games.every((game) => game.minBet <= 200)).toBe(true);
    // Case and Vietnamese accents are ignored: 'THAN TAI' finds 'Thần Tài'.
    const found = await list('gameType=RNG&gameName=THAN%20TAI&pageSize=100');
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.games.every((game) => game.gameName.includes('Thần Tài'))).toBe(true);
    const both = await list('gameType=RNG&vassalage=PP&gameClassify=megaways&pageSize=100');
    expect(both.totalCount).toBeGreaterThan(0);
    expect(both.games.every((g) => g.vassalage === 'PP' && g.gameClassify === 'megaways')).toBe(
      true,
    );
  });

  it('answers nothing for an unknown category, vendor or classification', async () => {
    for (const query of ['gameType=SPORTS', 'vassalage=NOPE', 'gameType=RNG&gameClassify=x']) {
      expect(await list(query)).toMatchObject({ games: [], totalCount: 0, totalPages: 0 });
    }
  });

  it('lists every category without a gameType, and is the same on every call', async () => {
    const all = await list('pageSize=5');
    expect(all.totalCount).toBeGreaterThan(10_000);
    expect(await list('pageSize=5')).toEqual(all);
  });

  it("marks a member's favourites; a bad token is 401", async () => {
    const token = await mock.platform.issueSession('demo01');
    const [game] = (await list('gameType=RNG&pageSize=1')).games;
    await fetchValue(ENDPOINTS.addFavourite.path, jsonPost({ nodeId: game?.nodeId }, { token }));
    const marked = await list('gameType=RNG&pageSize=2', { token });
    expect(marked.games.map((g) => g.isFavourite)).toEqual([1, 0]);
    expect((await list('gameType=RNG&pageSize=1')).games[0]).not.toHaveProperty('isFavourite');
    const { status } = await fetchJson(ENDPOINTS.getGameList.path, { headers: { token: 'x' } });
    expect(status).toBe(401);
  });
});

describe('GET /wps/relay/GCSGAME_hotGamesV2', () => {
  it('answers the hot games only, of one vendor when asked, at most `count`', async () => {
    const hot = await fetchValue<Game[]>(`${ENDPOINTS.getHotGames.path}?isPlatform=2`);
    expect(hot.length).toBeGreaterThan(200);
    expect(hot.every((game) => game.isHot === 1)).toBe(true);
    const pg = await fetchValue<Game[]>(`${ENDPOINTS.getHotGames.path}?vassalage=PG`);
    expect(pg.length).toBeGreaterThan(0);
    expect(pg.every((game) => game.vassalage === 'PG')).toBe(true);
    expect(await fetchValue<Game[]>(`${ENDPOINTS.getHotGames.path}?count=12`)).toHaveLength(12);
  });
});

describe('vendor calls (token)', () => {
  it("GCSGAME_getVassGameType answers a vendor's classifications; 401 and 400", async () => {
    const token = await mock.platform.issueSession('demo01');
    const jili = await fetchValue<VendorGameTypes>(
      `${ENDPOINTS.getVendorGameTypes.path}?vassalage=JILI&gameType=FISH`,
      { headers: { token } },
    );
    expect(jili).toEqual({ vassalage: 'JILI', gameClassify: ['popular', 'new'] });
    expect((await fetchJson(`${ENDPOINTS.getVendorGameTypes.path}?vassalage=JILI`)).status).toBe(
      401,
    );
    const unknown = await fetchJson(`${ENDPOINTS.getVendorGameTypes.path}?vassalage=NOPE`, {
      headers: { token, Language: 'en' },
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Unknown game vendor' } });
  });

  it('GLS2_roomList answers the rooms of card, e-sports and cockfight vendors only', async () => {
    const token = await mock.platform.issueSession('demo01');
    const rooms = await fetchValue<CardRoom[]>(`${ENDPOINTS.getCardRooms.path}?vassalage=KY`, {
      headers: { token },
    });
    expect(rooms.map((room) => room.roomId)).toEqual(
      ['R1', 'R2', 'R3', 'R4', 'R5', 'R6'].map((id) => `KY-${id}`),
    );
    expect(rooms[0]).toMatchObject({ vassalage: 'KY', roomName: 'Phòng Tân thủ', minBet: 1000 });
    const arenas = await fetchValue<CardRoom[]>(`${ENDPOINTS.getCardRooms.path}?vassalage=SV3`, {
      headers: { token, Language: 'en' },
    });
    expect(arenas[0]?.roomName).toBe('Arena A');
    const slots = await fetchJson(`${ENDPOINTS.getCardRooms.path}?vassalage=PG`, {
      headers: { token },
    });
    // No Language header: the member's own language (the brand's vi).
    expect(slots).toMatchObject({
      status: 400,
      body: { message: 'Không tìm thấy nhà cung cấp trò chơi' },
    });
    expect((await fetchJson(`${ENDPOINTS.getCardRooms.path}?vassalage=KY`)).status).toBe(401);
  });
});

describe('game icons', () => {
  it('draws /mock-assets/games/<nodeId>.svg on request, the same every time; unknown is 404', async () => {
    const [game] = (await list('gameType=RNG&pageSize=1')).games;
    const response = await fetch(`${TEST_ORIGIN}${game?.icon}`);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toContain('<svg');
    expect(svg.length).toBeLessThan(3000);
    expect(await (await fetch(`${TEST_ORIGIN}/mock-cdn/a${game?.icon}`)).text()).toBe(svg);
    expect((await fetch(`${TEST_ORIGIN}/mock-assets/games/1.svg`)).status).toBe(404);
  });
});

it('uses the classifications the game menus offer as filters', async () => {
  const menus = await fetchValue<GameMenuEntry[]>(ENDPOINTS.getGameMenus.path);
  for (const menu of menus) expect(menu.gameClassify).toEqual(GAME_CLASSIFY[menu.gameCategory]);
});
