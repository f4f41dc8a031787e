// @vitest-environment node
import type { Game, LaunchResult } from '#schemas/games-api.ts';
import type { GameCategory, VendorCard } from '#schemas/platform-api.ts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Viewer } from '../member.ts';
import { SANDBOX_GAME } from './sandbox.ts';
import { flush } from '../test-utils.ts';
import type { MemberInfo } from '../types.ts';
import { REFUSED_ADDRESS, type LaunchCall } from './context.ts';
import type { GameLaunchEvent } from './events.ts';
import { gameLaunchMachine } from './machine.ts';
import { selectFailure, selectIsBusy, selectLaunching } from './selectors.ts';

const MEMBER: MemberInfo = {
  id: 7,
  account: 'demo01',
  nickname: 'Demo',
  type: 0,
  toUpline: true,
  clubLabel: { labelName: 'Silver', color: '#000', color2: '#ccc', rankLevel: 1 },
  memberLabel: [],
};
const MEMBER_VIEWER: Viewer = { token: 'tok', member: MEMBER };
const GUEST: Viewer = { token: null, member: null };
const TRIAL: Viewer = { token: 'trial', member: { ...MEMBER, account: 'trial', type: 4 } };

// The sandbox's slot: one game description for the registry's demo path and these tests.
const game = (overrides: Partial<Game> = {}): Game => ({
  ...SANDBOX_GAME,
  ...overrides,
});
const card = (
  vassalage: string,
  gameCategory: GameCategory,
  isGame: VendorCard['isGame'],
  accountTypeName = vassalage,
): VendorCard => ({ vassalage, accountTypeName, gameCategory, isHot: 0, smallIcon: '', isGame });

const SLOT = game();
const LOTTERY_GAME = game({
  vassalage: 'TCG',
  gameType: 'LOTT',
  gameCode: 'VNC',
  defaultPlayType: 'LO2',
});
const URL_1 = 'https://cdn.example/launch/abc';

function start(
  options: { viewer?: Viewer; launch?: (call: LaunchCall) => Promise<LaunchResult> } = {},
) {
  const launch = vi.fn(options.launch ?? (async () => ({ game_url: URL_1 })));
  const actions = {
    openLogin: vi.fn(),
    showWarning: vi.fn(),
    navigate: vi.fn(),
    openSeaLottery: vi.fn(),
    rememberVendor: vi.fn(),
    openVendorGames: vi.fn(),
    setIframeUrl: vi.fn(),
  };
  const machine = gameLaunchMachine.provide({
    actors: { launch: fromPromise(({ input }) => launch(input)) },
    actions,
  });
  const actor = createActor(machine, { input: { viewer: options.viewer ?? MEMBER_VIEWER } });
  actor.start();
  /** The params each call of an effect received. */
  const params = (action: keyof typeof actions) =>
    actions[action].mock.calls.map((call: unknown[]) => call[1]);
  /** Effects that ran, by name. */
  const ran = () =>
    Object.entries(actions)
      .filter(([, fn]) => fn.mock.calls.length > 0)
      .map(([name]) => name)
      .sort();
  return { actor, launch, actions, params, ran };
}

/** Sends one launch and lets the launch call (if any) settle. */
async function launchOnce(t: ReturnType<typeof start>, event: GameLaunchEvent) {
  t.actor.send(event);
  await flush();
  return t.actor.getSnapshot();
}

const byGame = (g: Game) => ({ type: 'launch.game', game: g }) as const;
const byVendor = (c: VendorCard, category?: GameCategory) =>
  ({ type: 'launch.vendor', card: c, category }) as const;

/** Every target that opens a game or a lottery, with the effect a member gets. */
const PLAY_TARGETS: [string, GameLaunchEvent, string][] = [
  ['a slot game', byGame(SLOT), 'setIframeUrl'],
  ['a vendor lobby', byVendor(card('EVO', 'LIVE', 'GAME')), 'setIframeUrl'],
  ['a LOTT game', byGame(LOTTERY_GAME), 'navigate'],
  ['a Vietnamese lottery game', byGame(game({ vassalage: 'TCG_LOTTO_VN' })), 'navigate'],
  ['the SEA lottery', byVendor(card('TCG_SEA', 'LOTT', 'GAME')), 'openSeaLottery'],
];

/** Vendor listings: browsing, open to everyone. */
const LISTING_TARGETS: [string, GameLaunchEvent, string][] = [
  ['a sports vendor', byVendor(card('SABA', 'SPORTS', 'VASSALAGE')), 'navigate'],
  ['a slots vendor', byVendor(card('PG', 'RNG', 'VASSALAGE')), 'rememberVendor'],
  ['a fishing vendor', byVendor(card('JILI', 'FISH', 'VASSALAGE')), 'openVendorGames'],
];

describe('gameLaunch: who may play', () => {
  it.each(PLAY_TARGETS)('asks a guest to log in first for %s, and nothing else', async (...c) => {
    const t = start({ viewer: GUEST });
    const snapshot = await launchOnce(t, c[1]);
    expect(t.params('openLogin')).toEqual([{ message: 'guard.loginFirst' }]);
    expect(t.ran()).toEqual(['openLogin']);
    expect(t.launch).not.toHaveBeenCalled();
    expect(snapshot.matches({ idle: 'ready' })).toBe(true);
  });

  it.each(PLAY_TARGETS)('tells a trial account a real account is needed for %s', async (...c) => {
    const t = start({ viewer: TRIAL });
    await launchOnce(t, c[1]);
    expect(t.params('showWarning')).toEqual([{ message: 'guard.needRealAccount' }]);
    expect(t.ran()).toEqual(['showWarning']);
    expect(t.launch).not.toHaveBeenCalled();
  });

  it.each(PLAY_TARGETS)('lets a member through to %s', async (_name, event, effect) => {
    const t = start();
    await launchOnce(t, event);
    expect(t.actions[effect as keyof typeof t.actions]).toHaveBeenCalled();
    expect(t.actions.openLogin).not.toHaveBeenCalled();
    expect(t.actions.showWarning).not.toHaveBeenCalled();
  });

  it('asks for a login while the member info is still missing', async () => {
    const t = start({ viewer: { token: 'tok', member: null } });
    await launchOnce(t, byGame(SLOT));
    expect(t.ran()).toEqual(['openLogin']);
  });

  it.each(LISTING_TARGETS)('lets guests and trial accounts browse %s', async (...c) => {
    for (const viewer of [GUEST, TRIAL]) {
      const t = start({ viewer });
      await launchOnce(t, c[1]);
      expect(t.actions[c[2] as keyof typeof t.actions]).toHaveBeenCalledTimes(1);
      expect(t.actions.openLogin).not.toHaveBeenCalled();
      expect(t.actions.showWarning).not.toHaveBeenCalled();
    }
  });

  it('launches once the session says the guest has logged in', async () => {
    const t = start({ viewer: GUEST });
    await launchOnce(t, byGame(SLOT));
    t.actor.send({ type: 'session.changed', viewer: MEMBER_VIEWER });
    await launchOnce(t, byGame(SLOT));
    expect(t.launch).toHaveBeenCalledTimes(1);
    expect(t.params('navigate')).toEqual([{ to: '/game' }]);
  });

  it('blocks a member who logged out since', async () => {
    const t = start();
    t.actor.send({ type: 'session.changed', viewer: GUEST });
    await launchOnce(t, byGame(SLOT));
    expect(t.ran()).toEqual(['openLogin']);
  });

  it('drops the answer when the member logs out while the game is launching', async () => {
    let answer: (result: LaunchResult) => void = () => {};
    const t = start({ launch: () => new Promise((resolve) => (answer = resolve)) });
    await launchOnce(t, byGame(SLOT));
    t.actor.send({ type: 'session.changed', viewer: GUEST });
    answer({ game_url: URL_1 });
    await flush();
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.matches({ idle: 'ready' })).toBe(true);
    expect(selectIsBusy(snapshot)).toBe(false);
    expect(selectFailure(snapshot)).toBeNull();
    expect(t.ran()).toEqual([]);
  });

  it('keeps launching when the session only reloads the member', async () => {
    let answer: (result: LaunchResult) => void = () => {};
    const t = start({ launch: () => new Promise((resolve) => (answer = resolve)) });
    await launchOnce(t, byGame(SLOT));
    const renamed = { token: 'tok', member: { ...MEMBER, nickname: 'New name' } };
    t.actor.send({ type: 'session.changed', viewer: renamed });
    expect(selectIsBusy(t.actor.getSnapshot())).toBe(true);
    answer({ game_url: URL_1 });
    await flush();
    expect(t.params('navigate')).toEqual([{ to: '/game' }]);
    expect(t.actor.getSnapshot().context.viewer).toEqual(renamed);
  });
});

describe('gameLaunch: lotteries', () => {
  it('sends LOTT and ELOTT games to the lottery page with their code and play type', async () => {
    const t = start();
    await launchOnce(t, byGame(LOTTERY_GAME));
    await launchOnce(t, byGame(game({ gameType: 'ELOTT', gameCode: 'HN 5', defaultPlayType: '' })));
    expect(t.params('navigate')).toEqual([
      { to: '/lottery?gameCode=VNC&playType=LO2' },
      { to: '/lottery?gameCode=HN+5' },
    ]);
    expect(t.launch).not.toHaveBeenCalled();
    expect(t.ran()).toEqual(['navigate']);
  });

  it('sends the Vietnamese lottery vendor to /vnlottery, with the game code for a game', async () => {
    const t = start();
    await launchOnce(
      t,
      byGame(game({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'MB' })),
    );
    await launchOnce(t, byVendor(card('TCG_LOTTO_VN', 'LOTT', 'GAME')));
    await launchOnce(t, byVendor(card('VNL', 'LOTT', 'VASSALAGE', 'TCG_LOTTO_VN')));
    expect(t.params('navigate')).toEqual([
      { to: '/vnlottery?gameCode=MB' },
      { to: '/vnlottery' },
      { to: '/vnlottery' },
    ]);
    expect(t.launch).not.toHaveBeenCalled();
  });

  it('opens the SEA lottery popup for the TCG_SEA vendor or account type', async () => {
    const t = start();
    await launchOnce(t, byVendor(card('TCG_SEA', 'LOTT', 'GAME')));
    await launchOnce(t, byVendor(card('SEA1', 'ELOTT', 'VASSALAGE', 'TCG_SEA')));
    await launchOnce(t, byGame(game({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'SEA5' })));
    expect(t.params('openSeaLottery')).toEqual([
      { vassalage: 'TCG_SEA', gameCode: null },
      { vassalage: 'TCG_SEA', gameCode: null },
      { vassalage: 'TCG_SEA', gameCode: 'SEA5' },
    ]);
    expect(t.ran()).toEqual(['openSeaLottery']);
  });
});

describe('gameLaunch: vendors that list their games', () => {
  it('opens the category page filtered by vendor for sports, e-sports and live', async () => {
    const t = start();
    await launchOnce(t, byVendor(card('SABA', 'SPORTS', 'VASSALAGE')));
    await launchOnce(t, byVendor(card('IMES', 'ESPORTS', 'VASSALAGE')));
    await launchOnce(t, byVendor(card('EVO', 'LIVE', 'VASSALAGE')));
    expect(t.params('navigate')).toEqual([
      { to: '/sports?vassalage=SABA' },
      { to: '/esports?vassalage=IMES' },
      { to: '/live?vassalage=EVO' },
    ]);
    expect(t.ran()).toEqual(['navigate']);
  });

  it('remembers a slots vendor, then opens the slots page filtered by it', async () => {
    const t = start();
    await launchOnce(t, byVendor(card('PG', 'RNG', 'VASSALAGE')));
    expect(t.params('rememberVendor')).toEqual([{ vassalage: 'PG' }]);
    expect(t.params('navigate')).toEqual([{ to: '/rng?vassalage=PG' }]);
    const [remembered] = t.actions.rememberVendor.mock.invocationCallOrder;
    const [navigated] = t.actions.navigate.mock.invocationCallOrder;
    expect(remembered).toBeLessThan(navigated ?? 0);
  });

  it("opens the popup game list for the other categories' vendors", async () => {
    const t = start();
    const fishing = card('JILI', 'FISH', 'VASSALAGE');
    const cards = card('KY', 'PVP', 'VASSALAGE');
    await launchOnce(t, byVendor(fishing));
    await launchOnce(t, byVendor(cards));
    expect(t.params('openVendorGames')).toEqual([
      { card: fishing, category: 'FISH' },
      { card: cards, category: 'PVP' },
    ]);
    expect(t.ran()).toEqual(['openVendorGames']);
  });

  it('follows the category the entry was shown under', async () => {
    const t = start();
    const jili = card('JILI', 'FISH', 'VASSALAGE');
    await launchOnce(t, byVendor(jili, 'RNG'));
    expect(t.params('navigate')).toEqual([{ to: '/rng?vassalage=JILI' }]);
    expect(t.actions.openVendorGames).not.toHaveBeenCalled();
  });
});

describe('gameLaunch: the launch call', () => {
  it('launches a game, stores its address and opens /game', async () => {
    let answer: (result: LaunchResult) => void = () => {};
    const t = start({ launch: () => new Promise((resolve) => (answer = resolve)) });
    await launchOnce(t, byGame(SLOT));
    let snapshot = t.actor.getSnapshot();
    expect(t.launch).toHaveBeenCalledWith({ gameId: 'mahjong-ways', nodeId: 501, vassalage: 'PG' });
    expect(selectIsBusy(snapshot)).toBe(true);
    expect(selectLaunching(snapshot)).toEqual({ kind: 'game', game: SLOT });
    expect(t.actions.navigate).not.toHaveBeenCalled();

    answer({ game_url: URL_1, game_url2: 'https://other.example/' });
    await flush();
    snapshot = t.actor.getSnapshot();
    expect(t.params('setIframeUrl')).toEqual([{ url: URL_1 }]);
    expect(t.params('navigate')).toEqual([{ to: '/game' }]);
    const [stored] = t.actions.setIframeUrl.mock.invocationCallOrder;
    const [navigated] = t.actions.navigate.mock.invocationCallOrder;
    expect(stored).toBeLessThan(navigated ?? 0);
    expect(snapshot.matches({ idle: 'ready' })).toBe(true);
    expect(selectIsBusy(snapshot)).toBe(false);
    expect(selectLaunching(snapshot)).toBeNull();
  });

  it('uses game_url2 when game_url is empty', async () => {
    const t = start({
      launch: async () => ({ game_url: '', game_url2: 'https://cdn2.example/g' }),
    });
    await launchOnce(t, byGame(SLOT));
    expect(t.params('setIframeUrl')).toEqual([{ url: 'https://cdn2.example/g' }]);
  });

  it('launches the lobby of a vendor entry that launches directly', async () => {
    const t = start();
    await launchOnce(t, byVendor(card('EVO', 'LIVE', 'GAME')));
    expect(t.launch).toHaveBeenCalledWith({ gameId: '', nodeId: 0, vassalage: 'EVO' });
    expect(t.params('navigate')).toEqual([{ to: '/game' }]);
  });

  it('ignores further launches while one is in flight', async () => {
    let answer: (result: LaunchResult) => void = () => {};
    const t = start({ launch: () => new Promise((resolve) => (answer = resolve)) });
    t.actor.send(byGame(SLOT));
    t.actor.send(byGame(SLOT));
    t.actor.send(byGame(game({ gameId: 'other' })));
    t.actor.send(byVendor(card('SABA', 'SPORTS', 'VASSALAGE')));
    await flush();
    expect(t.launch).toHaveBeenCalledTimes(1);
    expect(t.actions.navigate).not.toHaveBeenCalled();
    answer({ game_url: URL_1 });
    await flush();
    expect(t.params('navigate')).toEqual([{ to: '/game' }]);
    await launchOnce(t, byGame(game({ gameId: 'next' })));
    expect(t.launch).toHaveBeenCalledTimes(2);
  });

  it('shows the server message and stays put when the launch fails', async () => {
    const t = start({
      launch: () =>
        Promise.reject({ kind: 'server', status: 200, serverMessage: 'Game under maintenance' }),
    });
    const snapshot = await launchOnce(t, byGame(SLOT));
    expect(snapshot.matches({ idle: 'failed' })).toBe(true);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(selectIsBusy(snapshot)).toBe(false);
    expect(selectFailure(snapshot)).toEqual({
      serverMessage: 'Game under maintenance',
      messageId: 'errors.system',
    });
    expect(t.ran()).toEqual([]);
  });

  it('gives the network message when the platform cannot be reached', async () => {
    const t = start({
      launch: () => Promise.reject({ kind: 'network', status: 0, serverMessage: null }),
    });
    const snapshot = await launchOnce(t, byGame(SLOT));
    expect(selectFailure(snapshot)).toEqual({ serverMessage: null, messageId: 'errors.network' });
  });

  it('gives the system error when the answer carries no address', async () => {
    const t = start({ launch: async () => ({ game_url: ' ', game_url2: '' }) });
    const snapshot = await launchOnce(t, byGame(SLOT));
    expect(selectFailure(snapshot)).toEqual({ serverMessage: null, messageId: 'errors.system' });
    expect(t.ran()).toEqual([]);
  });

  it('says the game cannot be shown, and stays put, when its address is refused', async () => {
    const t = start({ launch: () => Promise.reject(REFUSED_ADDRESS) });
    const snapshot = await launchOnce(t, byGame(SLOT));
    expect(snapshot.matches({ idle: 'failed' })).toBe(true);
    expect(selectFailure(snapshot)).toEqual({
      serverMessage: null,
      messageId: 'games.launch.refused',
    });
    // Neither stored for /game nor navigated there.
    expect(t.ran()).toEqual([]);
  });

  it('is ready for another launch after a failure, which clears the message', async () => {
    const t = start();
    t.launch.mockRejectedValueOnce({ kind: 'server', status: 500, serverMessage: null });
    await launchOnce(t, byGame(SLOT));
    expect(selectFailure(t.actor.getSnapshot())?.messageId).toBe('errors.system');
    const snapshot = await launchOnce(t, byGame(SLOT));
    expect(selectFailure(snapshot)).toBeNull();
    expect(snapshot.matches({ idle: 'ready' })).toBe(true);
    expect(t.params('navigate')).toEqual([{ to: '/game' }]);
  });

  it('clears the message when it is dismissed', async () => {
    const t = start({ launch: () => Promise.reject({ status: 500, serverMessage: 'Down' }) });
    await launchOnce(t, byGame(SLOT));
    t.actor.send({ type: 'launch.dismiss' });
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.matches({ idle: 'ready' })).toBe(true);
    expect(selectFailure(snapshot)).toBeNull();
    expect(snapshot.hasTag('error')).toBe(false);
  });
});
