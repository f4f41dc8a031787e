// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { Brand } from '#brands/brand.types.ts';
import type { Game, GameList, LaunchResult, RecentGames } from '#schemas/games-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { RECENT_GAMES_LIMIT } from '#mock-server/games/recent.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { jsonPost } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';

const brand: Brand = {
  ...testBrand,
  platform: {
    ...testBrand.platform,
    categories: { ...testBrand.platform.categories, LOTT: ['TCG_LOTTO_VN'], PVP: ['KY'] },
  },
};
const clock = createManualClock('2026-11-22T10:00:00Z');
const mock = await setupMockServer({ brand, clock });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

const slots = async (count: number): Promise<Game[]> =>
  (await fetchValue<GameList>(`${ENDPOINTS.getGameList.path}?gameType=RNG&pageSize=${count}`))
    .games;

/** The launch body the front end sends (spec section 7). */
const launchBody = (game: Pick<Game, 'gameId' | 'nodeId' | 'vassalage'>) => ({
  gameId: game.gameId,
  nodeId: game.nodeId,
  accountType: 1,
  confirmTrans: 0,
  vassalage: game.vassalage,
  launchMode: 'GLS',
  platform: 'html5-desktop',
  clientType: 3,
  merchantCode: 'FIX01',
  language: 'vi',
});

const launch = (token: string, body: object, headers: Record<string, string> = {}) =>
  fetchJson<LaunchResult>(ENDPOINTS.launchGame.path, jsonPost(body, { token, ...headers }));

const ENGLISH = { Language: 'en' };

const recent = (token: string, query = '') =>
  fetchValue<RecentGames>(`${ENDPOINTS.getRecentGames.path}?clientType=3${query}`, {
    headers: { token },
  });

async function trialToken(): Promise<string> {
  const demo = mock.platform.db.members.findFirst((q) => q.where({ account: 'demo01' }));
  await mock.platform.db.members.create({ ...demo!, id: 99_999, account: 'trial000001', type: 4 });
  return mock.platform.issueSession('trial000001');
}

describe('POST /wps/game/launchGame', () => {
  it('answers a demo game URL with a one-time ticket, never the session token', async () => {
    const token = await mock.platform.issueSession('demo01');
    const [game] = await slots(1);
    const { status, body } = await launch(token, { ...launchBody(game!), username: 'demo01' });
    expect(status).toBe(200);
    const url = new URL(body.value!.game_url, 'http://localhost');
    expect(url.pathname).toBe('/mock-cdn/games/slot.html');
    expect(url.searchParams.get('ticket')).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(url.searchParams.get('lang')).toBe('vi');
    expect(body.value!.game_url).not.toContain(token);
    // Every launch gets its own ticket.
    const again = await launch(token, launchBody(game!));
    expect(again.body.value!.game_url).not.toBe(body.value!.game_url);
  });

  it('answers 401 to a guest and 403 to a trial account', async () => {
    const [game] = await slots(1);
    expect(await launch('', launchBody(game!), { Language: 'en' })).toMatchObject({
      status: 401,
      body: { success: false, message: 'You are not logged in, please login' },
    });
    expect(await launch(await trialToken(), launchBody(game!), { Language: 'en' })).toMatchObject({
      status: 403,
      body: { message: 'A real account is needed: trial accounts cannot play games' },
    });
  });

  it('refuses a trial account in the language of a Vietnamese caller', async () => {
    const [game] = await slots(1);
    expect(await launch(await trialToken(), launchBody(game!), { Language: 'vi' })).toMatchObject({
      status: 403,
      body: { message: 'Cần tài khoản thật: tài khoản chơi thử không thể chơi trò chơi' },
    });
  });

  it('answers 400 to an unknown game or a vendor that does not fit, 403 to another username', async () => {
    const token = await mock.platform.issueSession('demo01');
    const [game] = await slots(1);
    expect(await launch(token, launchBody({ ...game!, nodeId: 123 }), ENGLISH)).toMatchObject({
      status: 400,
      body: { message: 'Unknown game' },
    });
    expect((await launch(token, launchBody({ ...game!, vassalage: 'PP' }))).status).toBe(400);
    expect(
      (await launch(token, launchBody({ ...game!, nodeId: 0, vassalage: 'NOPE' }))).status,
    ).toBe(400);
    const asVip = { ...launchBody(game!), username: 'vip01' };
    expect(await launch(token, asVip, ENGLISH)).toMatchObject({
      status: 403,
      body: { message: 'Access denied: a member can only read their own data' },
    });
    // Without a Language header the member's own language (the brand's vi) answers.
    expect((await launch(token, asVip)).body.message).toBe(
      'Từ chối truy cập: bạn chỉ có thể xem dữ liệu của chính mình',
    );
  });

  it("opens a vendor's lobby or a card room with nodeId 0, and the lottery lobby", async () => {
    const token = await mock.platform.issueSession('demo01');
    const lobby = await launch(token, launchBody({ gameId: '', nodeId: 0, vassalage: 'EVO' }));
    expect(lobby.body.value!.game_url).toMatch(/^\/mock-cdn\/games\/round\.html\?ticket=/);
    const room = await launch(token, launchBody({ gameId: 'KY-R2', nodeId: 0, vassalage: 'KY' }));
    expect(room.status).toBe(200);
    const lottery = await launch(token, {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoGameCode: 'VN_MB',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: '/vnlottery',
      language: 'en',
    });
    expect(lottery.body.value!.game_url).toMatch(
      /^\/mock-cdn\/games\/round\.html\?ticket=.*lang=en$/,
    );
    const unknown = await launch(token, { launchMode: 'LOTT', lottoGameCode: 'NOPE' }, ENGLISH);
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Unknown lottery game' } });
  });

  it("opens a lottery game on the play type asked for, else on the game's default", async () => {
    const token = await mock.platform.issueSession('demo01');
    /** The heading of the game page a lottery launch with this play type opens. */
    const heading = async (lottoPlayType?: string) => {
      const { body } = await launch(token, {
        lottoArea: 'VN',
        launchMode: 'LOTT',
        lottoGameCode: 'VN_MB',
        lottoView: 'betting',
        lottoPlayType,
        language: 'en',
      });
      const page = await fetch(new URL(body.value!.game_url, 'http://localhost'));
      return /<h1>(.*?)<\/h1>/.exec(await page.text())?.[1];
    };
    expect(await heading('DE')).toBe('Northern lottery · Special prize');
    expect(await heading('NO_SUCH_BET')).toBe('Northern lottery · Lo 2 digits');
    expect(await heading()).toBe('Northern lottery · Lo 2 digits');
  });
});

describe('GET /wps/relay/GCS_recentGame', () => {
  it('lists launched games, most recent first, each once', async () => {
    const token = await mock.platform.issueSession('demo01');
    expect(await recent(token)).toEqual({ list: [], totalPages: 0, totalCount: 0 });
    const [a, b] = await slots(2);
    await launch(token, launchBody(a!));
    clock.advance(1000);
    await launch(token, launchBody(b!));
    clock.advance(1000);
    await launch(token, launchBody(a!));
    const { list, totalCount } = await recent(token);
    expect(list.map((game) => game.nodeId)).toEqual([a!.nodeId, b!.nodeId]);
    expect(totalCount).toBe(2);
    expect((await recent(token, `&vassalage=${b!.vassalage}`)).list).toHaveLength(1);
  });

  it(`keeps the last ${RECENT_GAMES_LIMIT} and each member's own`, async () => {
    const token = await mock.platform.issueSession('demo01');
    const games = await slots(RECENT_GAMES_LIMIT + 5);
    for (const game of games) await launch(token, launchBody(game));
    const all = await recent(token, '&pageSize=100');
    expect(all.totalCount).toBe(RECENT_GAMES_LIMIT);
    expect(all.list[0]?.nodeId).toBe(games.at(-1)?.nodeId);
    expect((await recent(await mock.platform.issueSession('vip01'))).list).toEqual([]);
    expect((await fetchJson(ENDPOINTS.getRecentGames.path)).status).toBe(401);
  });
});
