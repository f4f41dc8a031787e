// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { Balance } from '#schemas/platform-api.ts';
import type { Game, GameList, LaunchResult } from '#schemas/games-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import type { DemoRoundResult, DemoSpinResult } from '#mock-server/handlers/demo-games.handlers.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { jsonPost } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue, TEST_ORIGIN } from '#mock-server/testing/fetch-json.ts';

const clock = createManualClock('2026-11-22T10:00:00Z');
const mock = await setupMockServer({ brand: testBrand, clock });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

const firstGame = async (gameType: string): Promise<Game> => {
  const list = await fetchValue<GameList>(
    `${ENDPOINTS.getGameList.path}?gameType=${gameType}&pageSize=1`,
  );
  return list.games[0]!;
};

/** Launches a game for `token` and returns its URL. */
async function launchUrl(token: string, game: Game, language = 'vi'): Promise<string> {
  const body = { gameId: game.gameId, nodeId: game.nodeId, vassalage: game.vassalage, language };
  return (await fetchValue<LaunchResult>(ENDPOINTS.launchGame.path, jsonPost(body, { token })))
    .game_url;
}

/** Opens a game page and reads its settings (the game session id among them). */
async function openPage(url: string) {
  const response = await fetch(`${TEST_ORIGIN}${url}`);
  const html = await response.text();
  const json = /<script type="application\/json" id="settings">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    response,
    html,
    settings: json
      ? (JSON.parse(json) as { session: string; stakes: number[]; sumBalance: number })
      : null,
  };
}

const spin = (session: string, stake: number, headers: Record<string, string> = {}) =>
  fetchJson<DemoSpinResult, { reason: string }>(
    '/mock-cdn/games/api/spin',
    jsonPost({ session, stake }, headers),
  );

/** Opens a slot launched in `language` for demo01 and leaves one smallest stake in the wallet. */
async function slotWithOneStakeLeft(language: string) {
  const token = await mock.platform.issueSession('demo01');
  const { settings } = await openPage(await launchUrl(token, await firstGame('RNG'), language));
  await mock.platform.db.members.update((q) => q.where({ account: 'demo01' }), {
    data(member) {
      member.balance = settings!.stakes[0]!;
    },
  });
  return { token, settings: settings! };
}

const balanceOf = async (token: string) =>
  (await fetchValue<Balance>(ENDPOINTS.getBalance.path, { headers: { token } })).sumBalance;

describe('the demo slot page', () => {
  it('is an HTML page in the launch language, loading nothing but its own files', async () => {
    const token = await mock.platform.issueSession('demo01');
    const game = await firstGame('RNG');
    const { response, html, settings } = await openPage(await launchUrl(token, game, 'en'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<h1>${game.gameName.replaceAll('&', '&amp;')}</h1>`);
    expect(html).toContain('>Spin</button>');
    expect(html).not.toMatch(/https?:\/\//);
    // Under the site's policy (a srcdoc inherits it) no inline script or style would run.
    expect(html).not.toMatch(/<style|\sstyle=|\son\w+=/i);
    expect(html.match(/<script[^>]*>/g)).toEqual([
      '<script type="application/json" id="settings">',
      '<script src="/mock-cdn/games/assets/demo-game.js">',
      '<script src="/mock-cdn/games/assets/slot.js">',
    ]);
    expect(html.match(/<link[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/mock-cdn/games/assets/demo-game.css">',
      '<link rel="stylesheet" href="/mock-cdn/games/assets/slot.css">',
    ]);
    expect(settings).toMatchObject({
      sumBalance: 1_250_500,
      stakes: [
        game.minBet,
        game.minBet * 2,
        game.minBet * 5,
        game.minBet * 10,
        game.minBet * 20,
        game.minBet * 50,
        game.minBet * 100,
      ],
    });
    const vi = await openPage(await launchUrl(token, game, 'vi'));
    expect(vi.html).toContain('>Quay</button>');
  });

  it('opens once per ticket: the same URL again says the link has expired (410)', async () => {
    const token = await mock.platform.issueSession('demo01');
    const url = await launchUrl(token, await firstGame('RNG'));
    expect((await openPage(url)).response.status).toBe(200);
    const again = await openPage(url);
    expect(again.response.status).toBe(410);
    expect(again.html).toContain('Liên kết trò chơi đã hết hạn');
    expect(again.settings).toBeNull();
    expect(again.html).toContain('href="/mock-cdn/games/assets/demo-game.css"');
    expect(again.html).not.toMatch(/<style|<script/);
    expect((await openPage(url.replace('slot', 'round'))).response.status).toBe(410);
  });

  it('refuses a ticket opened after 5 minutes', async () => {
    const token = await mock.platform.issueSession('demo01');
    const url = await launchUrl(token, await firstGame('RNG'));
    clock.advance(5 * 60 * 1000 + 1);
    expect((await openPage(url)).response.status).toBe(410);
  });
});

describe('GET /mock-cdn/games/assets/<file>', () => {
  it("serves the pages' scripts and styles with their types, also under a launch CDN's prefix", async () => {
    for (const [file, type] of [
      ['demo-game.js', 'text/javascript; charset=utf-8'],
      ['round.js', 'text/javascript; charset=utf-8'],
      ['demo-game.css', 'text/css; charset=utf-8'],
      ['slot.css', 'text/css; charset=utf-8'],
    ]) {
      for (const prefix of ['', '/mock-cdn/a']) {
        const response = await fetch(`${TEST_ORIGIN}${prefix}/mock-cdn/games/assets/${file}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(type);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect((await response.text()).length).toBeGreaterThan(100);
      }
    }
    expect(await (await fetch(`${TEST_ORIGIN}/mock-cdn/games/assets/slot.js`)).text()).toContain(
      "button.addEventListener('click'",
    );
  });

  it('answers 404 for any other name', async () => {
    for (const file of ['nope.js', 'constructor', 'slot.html', '..%2Fslot.js']) {
      const response = await fetch(`${TEST_ORIGIN}/mock-cdn/games/assets/${file}`);
      expect(response.status).toBe(404);
    }
  });
});

describe('POST /mock-cdn/games/api/spin', () => {
  it("debits the stake and credits the win on the member's wallet: the balance call shows it", async () => {
    const token = await mock.platform.issueSession('demo01');
    const { settings } = await openPage(await launchUrl(token, await firstGame('RNG')));
    const stake = settings!.stakes[1]!;
    let expected = await balanceOf(token);
    const wins: number[] = [];
    // Rounds are drawn from a secret seed: at least a dozen, and on until one won and one lost
    // (a ~97% slot does both long before 60).
    const seenBoth = () => wins.some((win) => win > 0) && wins.some((win) => win === 0);
    for (let round = 1; round <= 60 && (round <= 12 || !seenBoth()); round += 1) {
      const { status, body } = await spin(settings!.session, stake);
      expect(status).toBe(200);
      const value = body.value as DemoSpinResult;
      expect(value).toMatchObject({ round, stake });
      expect(value.reels).toHaveLength(5);
      expected = Math.round((expected - stake + value.win) * 100) / 100;
      expect(value.sumBalance).toBe(expected);
      expect(await balanceOf(token)).toBe(expected);
      wins.push(value.win);
    }
    expect(seenBoth(), 'some rounds win, some lose').toBe(true);
    // Each round leaves its bet, and a winning one its payout, in the member's records.
    const records = mock.platform.db.transactions.all();
    expect(records.filter((t) => t.kind === 'bet')).toHaveLength(wins.length);
    expect(records.filter((t) => t.kind === 'payout').map((t) => t.amountMinor / 100)).toEqual(
      wins.filter((win) => win > 0),
    );
    expect(records.at(-1)?.balanceAfterMinor).toBe(Math.round(expected * 100));
  });

  it("seeds its rounds with a secret, not the launch ticket in the game's URL (issue 21, finding 9)", async () => {
    const token = await mock.platform.issueSession('demo01');
    const url = await launchUrl(token, await firstGame('RNG'));
    const ticket = new URL(url, TEST_ORIGIN).searchParams.get('ticket') ?? '';
    expect(ticket).not.toBe('');
    await openPage(url);
    const sessions = mock.platform.db.gameSessions.all();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.seed).not.toBe(ticket);
    expect(sessions[0]?.seed).not.toContain(ticket);
    expect(sessions[0]?.seed.length).toBeGreaterThanOrEqual(32);
  });

  it('settles parallel spins as distinct rounds: no round is paid twice (issue 21, finding 9)', async () => {
    const token = await mock.platform.issueSession('demo01');
    const { settings } = await openPage(await launchUrl(token, await firstGame('RNG')));
    const before = mock.platform.db.transactions.all().length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => spin(settings!.session, settings!.stakes[0]!)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const rounds = answers.map((answer) => (answer.body.value as DemoSpinResult).round);
    expect(new Set(rounds).size).toBe(6);
    expect([...rounds].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    const wins = answers.filter((answer) => (answer.body.value as DemoSpinResult).win > 0).length;
    const bets = mock.platform.db.transactions.all().slice(before);
    expect(bets.filter((t) => t.kind === 'bet')).toHaveLength(6);
    expect(bets.filter((t) => t.kind === 'payout')).toHaveLength(wins);
  });

  it('refuses a stake above the balance, a stake the game does not take, and an unknown session', async () => {
    const { token, settings } = await slotWithOneStakeLeft('vi');
    const english = { Language: 'en' };
    expect(await spin(settings.session, settings.stakes[1]!, english)).toEqual({
      status: 400,
      body: { success: false, value: { reason: 'insufficient' }, message: 'Insufficient balance' },
    });
    expect(await balanceOf(token)).toBe(settings.stakes[0]);
    expect(await spin(settings.session, settings.stakes[0]! / 2, english)).toMatchObject({
      status: 400,
      body: { value: { reason: 'stake' }, message: 'Invalid amount' },
    });
    expect((await spin(settings.session, Number.NaN)).status).toBe(400);
    expect(await spin('nope', 1000, english)).toMatchObject({
      status: 401,
      body: {
        value: { reason: 'ended' },
        message: 'This game session has ended, please launch the game again',
      },
    });
  });

  it("says a refused round in the caller's language, else in the page's own", async () => {
    const insufficient = { reason: 'insufficient' };
    const vi = await slotWithOneStakeLeft('vi');
    expect(await spin(vi.settings.session, vi.settings.stakes[1]!)).toEqual({
      status: 400,
      body: { success: false, value: insufficient, message: 'Số dư không đủ' },
    });
    expect(await spin(vi.settings.session, vi.settings.stakes[1]!, { Language: 'vi' })).toEqual({
      status: 400,
      body: { success: false, value: insufficient, message: 'Số dư không đủ' },
    });
    const en = await slotWithOneStakeLeft('en');
    const stake = en.settings.stakes[1]!;
    expect((await spin(en.settings.session, stake)).body.message).toBe('Insufficient balance');
    expect((await spin(en.settings.session, stake, { Language: 'vi' })).body.message).toBe(
      'Số dư không đủ',
    );
  });

  it('stops when the member logs out', async () => {
    const token = await mock.platform.issueSession('demo01');
    const { settings } = await openPage(await launchUrl(token, await firstGame('RNG')));
    await fetch(`${TEST_ORIGIN}/wps/session/logout`, { method: 'DELETE', headers: { token } });
    // The page was launched in vi: its ended session still answers in vi.
    expect(await spin(settings!.session, settings!.stakes[0]!)).toMatchObject({
      status: 401,
      body: {
        value: { reason: 'ended' },
        message: 'Phiên chơi đã kết thúc, vui lòng mở lại trò chơi',
      },
    });
  });
});

describe('the one-round page of the other categories', () => {
  it('names the game, plays rounds through api/round and settles them', async () => {
    const token = await mock.platform.issueSession('demo01');
    const game = await firstGame('FISH');
    const { html, settings } = await openPage(await launchUrl(token, game));
    expect(html).toContain('>Bắn</button>');
    expect(html).toContain(game.gameName);
    expect(html).toContain('<script src="/mock-cdn/games/assets/round.js">');
    expect(html).toContain('<link rel="stylesheet" href="/mock-cdn/games/assets/round.css">');
    const before = await balanceOf(token);
    const { body } = await fetchJson<DemoRoundResult>(
      '/mock-cdn/games/api/round',
      jsonPost({ session: settings!.session, stake: game.minBet }),
    );
    const value = body.value as DemoRoundResult;
    expect(['win', 'push', 'lose']).toContain(value.result);
    expect(value.win).toBe(Math.round(game.minBet * value.multiplier * 100) / 100);
    expect(await balanceOf(token)).toBe(before - game.minBet + value.win);
    // A round session cannot spin the slot.
    expect((await spin(settings!.session, game.minBet)).status).toBe(401);
  });
});
