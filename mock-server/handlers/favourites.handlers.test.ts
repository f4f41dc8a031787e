// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { FavouriteList, Game, GameList } from '#schemas/games-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { jsonPost } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue } from '#mock-server/testing/fetch-json.ts';

const clock = createManualClock('2026-11-22T10:00:00Z');
const mock = await setupMockServer({ brand: testBrand, clock });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

const games = async (count: number): Promise<Game[]> =>
  (await fetchValue<GameList>(`${ENDPOINTS.getGameList.path}?gameType=RNG&pageSize=${count}`))
    .games;

const request = (game: Game) => ({
  nodeId: game.nodeId,
  vendor: game.vassalage,
  gameType: game.gameType,
});
const add = (token: string, body: object, headers: Record<string, string> = {}) =>
  fetchJson<number[]>(ENDPOINTS.addFavourite.path, jsonPost(body, { token, ...headers }));
const remove = (token: string, body: object, headers: Record<string, string> = {}) =>
  fetchJson<number[]>(ENDPOINTS.removeFavourite.path, jsonPost(body, { token, ...headers }));
const ENGLISH = { Language: 'en' };
const ids = (token: string) =>
  fetchValue<number[]>(ENDPOINTS.getFavouriteIds.path, { headers: { token } });
const listOf = (token: string, query = '') =>
  fetchValue<FavouriteList>(
    `${ENDPOINTS.getFavouriteList.path}?clientType=3&platform=flash${query}`,
    {
      headers: { token },
    },
  );

describe('favourite games', () => {
  it('adds, lists newest first and removes; adding twice changes nothing', async () => {
    const token = await mock.platform.issueSession('demo01');
    const [first, second] = await games(2);
    expect((await add(token, request(first!))).body.value).toEqual([first!.nodeId]);
    clock.advance(1000);
    await add(token, request(second!));
    expect((await add(token, request(second!))).status).toBe(200);
    expect(await ids(token)).toEqual([second!.nodeId, first!.nodeId]);
    const list = await listOf(token);
    expect(list).toMatchObject({ totalPages: 1, totalCount: 2 });
    expect(list.content.map((game) => [game.gameName, game.isFavourite])).toEqual([
      [second!.gameName, 1],
      [first!.gameName, 1],
    ]);
    expect((await remove(token, request(second!))).body.value).toEqual([first!.nodeId]);
    expect(await ids(token)).toEqual([first!.nodeId]);
  });

  it('pages the list 28 at a time by default', async () => {
    const token = await mock.platform.issueSession('demo01');
    for (const game of await games(30)) await add(token, request(game));
    expect((await listOf(token)).content).toHaveLength(28);
    expect(await listOf(token, '&pageNo=2')).toMatchObject({ totalPages: 2, totalCount: 30 });
    expect((await listOf(token, '&pageNo=2')).content).toHaveLength(2);
  });

  it("keeps each member's favourites to themselves", async () => {
    const demo = await mock.platform.issueSession('demo01');
    const vip = await mock.platform.issueSession('vip01');
    const [game] = await games(1);
    await add(demo, request(game!));
    expect(await ids(vip)).toEqual([]);
    expect((await listOf(vip)).content).toEqual([]);
    const peek = await fetchJson(`${ENDPOINTS.getFavouriteIds.path}?account=demo01`, {
      headers: { token: vip },
    });
    expect(peek.status).toBe(403);
    // vip01 cannot remove what demo01 added.
    expect((await remove(vip, request(game!))).status).toBe(400);
    expect(await ids(demo)).toEqual([game!.nodeId]);
  });

  it('refuses unknown games, removing a game that is not a favourite, guests and trial accounts', async () => {
    const token = await mock.platform.issueSession('demo01');
    const [game] = await games(1);
    const unknown = { nodeId: 1, vendor: 'PG', gameType: 'RNG' };
    expect(await add(token, unknown, ENGLISH)).toMatchObject({
      status: 400,
      body: { message: 'Unknown game' },
    });
    // Without a Language header the member's own language (the brand's vi) answers.
    expect((await add(token, unknown)).body.message).toBe('Không tìm thấy trò chơi');
    expect((await add(token, { ...request(game!), vendor: 'PP' })).status).toBe(400);
    expect(await remove(token, request(game!), ENGLISH)).toMatchObject({
      status: 400,
      body: { message: 'This game is not in your favourites' },
    });
    expect((await fetchJson(ENDPOINTS.getFavouriteIds.path)).status).toBe(401);
    expect((await add('', request(game!))).status).toBe(401);
    const demo = mock.platform.db.members.findFirst((q) => q.where({ account: 'demo01' }));
    await mock.platform.db.members.create({
      ...demo!,
      id: 99_999,
      account: 'trial000001',
      type: 4,
    });
    const trial = await mock.platform.issueSession('trial000001');
    expect(await add(trial, request(game!), ENGLISH)).toMatchObject({
      status: 403,
      body: { message: 'A real account is needed: trial accounts cannot play games' },
    });
  });
});
