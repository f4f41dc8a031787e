// @vitest-environment node
import type { PermissionConfig } from '#schemas/platform-api.ts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { GUARD_MESSAGE_IDS } from '../member.ts';
import { flush } from '../test-utils.ts';
import type { MemberInfo } from '../types.ts';
import type { SessionInput } from './context.ts';
import { sessionMachine } from './machine.ts';
import {
  selectCanUseMemberCentre,
  selectChatAccess,
  selectGuardedAction,
  selectIsAgent,
  selectIsLoggedIn,
  selectIsTrial,
  selectServiceChoice,
  type SessionSnapshot,
} from './selectors.ts';

const member = (patch: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 1,
  account: 'demo01',
  nickname: 'Demo',
  type: 0,
  toUpline: true,
  clubLabel: { labelName: 'Gold', color: '#fff', color2: '#c90', rankLevel: 2 },
  memberLabel: [{ labelName: 'Gold' }],
  ...patch,
});
const PERMISSION = { info: {}, location: { ip: '1.2.3.4', country: 'VN' } } as PermissionConfig;
const UNAUTHORIZED = { kind: 'unauthorized', status: 401, serverMessage: null };

function start(
  input: Partial<SessionInput> = {},
  options: {
    loadMemberInfo?: (token: string) => Promise<MemberInfo>;
    logout?: () => Promise<unknown>;
    loadCountryCode?: () => Promise<string>;
    loadPermission?: () => Promise<PermissionConfig>;
  } = {},
) {
  const loadMemberInfo = vi.fn(options.loadMemberInfo ?? (async () => member()));
  const logout = vi.fn(options.logout ?? (async () => null));
  const loadCountryCode = vi.fn(options.loadCountryCode ?? (async () => '+84'));
  const loadPermission = vi.fn(options.loadPermission ?? (async () => PERMISSION));
  const actions = {
    removeTokenFromUrl: vi.fn(),
    saveToken: vi.fn(),
    saveMember: vi.fn(),
    clearSession: vi.fn(),
    openLogin: vi.fn(),
    setMerchant: vi.fn(),
    navigateHome: vi.fn(),
    closeChatWindow: vi.fn(),
    announceLinkMember: vi.fn(),
  };
  const machine = sessionMachine.provide({
    actors: {
      loadCountryCode: fromPromise(() => loadCountryCode()),
      loadPermission: fromPromise(() => loadPermission()),
      loadMemberInfo: fromPromise(({ input }) => loadMemberInfo(input.token)),
      logout: fromPromise(() => logout()),
    },
    actions,
  });
  const actor = createActor(machine, {
    input: { storedToken: null, urlToken: null, ...input },
  }).start();
  return { actor, actions, loadMemberInfo, logout, loadCountryCode, loadPermission };
}

async function loggedIn() {
  const t = start({ storedToken: 'tok' });
  await flush();
  expect(t.actor.getSnapshot().value).toBe('loggedIn');
  return t;
}

describe('session: boot and restore', () => {
  it('loads the country code and permission in parallel, then is logged out without a token', async () => {
    const pending: Array<() => void> = [];
    const t = start(
      {},
      {
        loadCountryCode: () => new Promise((r) => pending.push(() => r('+84'))),
        loadPermission: () => new Promise((r) => pending.push(() => r(PERMISSION))),
      },
    );
    expect(t.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(t.loadCountryCode).toHaveBeenCalledTimes(1);
    expect(t.loadPermission).toHaveBeenCalledTimes(1);
    pending[0]?.();
    await flush();
    expect(t.actor.getSnapshot().matches('booting')).toBe(true);
    pending[1]?.();
    await flush();
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('loggedOut');
    expect(snapshot.context).toMatchObject({
      countryCode: '+84',
      permission: PERMISSION,
      token: null,
    });
    expect(t.loadMemberInfo).not.toHaveBeenCalled();
    expect(selectIsLoggedIn(snapshot)).toBe(false);
  });

  it('goes on when the boot calls fail, keeping why', async () => {
    const t = start(
      { storedToken: 'tok' },
      {
        loadCountryCode: () => Promise.reject({ kind: 'network', status: 0, serverMessage: null }),
        loadPermission: () =>
          Promise.reject({ kind: 'server', status: 500, serverMessage: 'down' }),
      },
    );
    await flush();
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('loggedIn');
    expect(snapshot.context.bootFailures.map((f) => f.messageId).sort()).toEqual([
      'errors.network',
      'errors.system',
    ]);
  });

  it('restores a stored token: member info loads and is saved', async () => {
    const t = await loggedIn();
    expect(t.loadMemberInfo).toHaveBeenCalledWith('tok');
    expect(t.actions.saveMember.mock.calls[0]?.[1]).toEqual({ member: member() });
    expect(t.actions.removeTokenFromUrl).not.toHaveBeenCalled();
    expect(t.actions.saveToken).not.toHaveBeenCalled();
    expect(selectIsLoggedIn(t.actor.getSnapshot())).toBe(true);
  });

  it('takes a token from the query string (over the stored one) and removes it from the URL', async () => {
    const t = start({ storedToken: 'old', urlToken: 'from-url' });
    await flush();
    expect(t.actions.removeTokenFromUrl).toHaveBeenCalledTimes(1);
    expect(t.actions.saveToken.mock.calls[0]?.[1]).toEqual({ token: 'from-url' });
    expect(t.loadMemberInfo).toHaveBeenCalledWith('from-url');
    expect(t.actor.getSnapshot().context.token).toBe('from-url');
    expect(t.actor.getSnapshot().value).toBe('loggedIn');
  });

  it('ends a restore that answers 401 logged out, without the login popup', async () => {
    const t = start(
      { storedToken: 'stale' },
      {
        loadMemberInfo: async () => {
          // The API client reports the 401 on its own before the call rejects.
          t.actor.send({ type: 'session.unauthorized' });
          throw UNAUTHORIZED;
        },
      },
    );
    await flush();
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('loggedOut');
    expect(snapshot.context.token).toBeNull();
    expect(t.actions.clearSession).toHaveBeenCalledTimes(1);
    expect(t.actions.openLogin).not.toHaveBeenCalled();
  });

  it('keeps the token when a restore fails otherwise, and retries on demand', async () => {
    let fail = true;
    const t = start(
      { storedToken: 'tok' },
      {
        loadMemberInfo: async () => {
          if (fail) throw { kind: 'network', status: 0, serverMessage: null };
          return member();
        },
      },
    );
    await flush();
    let snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('restoreFailed');
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.token).toBe('tok');
    expect(snapshot.context.failure?.messageId).toBe('errors.network');
    fail = false;
    t.actor.send({ type: 'session.retry' });
    await flush();
    snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('loggedIn');
    expect(snapshot.context.failure).toBeNull();
  });

  it('keeps a login that arrives during the boot and restores it afterwards', async () => {
    let release: (code: string) => void = () => {};
    const t = start({}, { loadCountryCode: () => new Promise((r) => (release = r)) });
    t.actor.send({ type: 'session.loggedIn', token: 'early' });
    t.actor.send({ type: 'session.unauthorized' });
    expect(t.actor.getSnapshot().matches('booting')).toBe(true);
    release('+84');
    await flush();
    expect(t.loadMemberInfo).toHaveBeenCalledWith('early');
    expect(t.actor.getSnapshot().value).toBe('loggedIn');
  });

  it('keeps a query-string token that arrives during the boot', async () => {
    let release: (code: string) => void = () => {};
    const t = start({}, { loadCountryCode: () => new Promise((r) => (release = r)) });
    t.actor.send({ type: 'session.urlToken', token: 'late-url' });
    release('+84');
    await flush();
    expect(t.actions.removeTokenFromUrl).toHaveBeenCalledTimes(1);
    expect(t.actor.getSnapshot().context.token).toBe('late-url');
  });
});

describe('session: logged in and out', () => {
  it('accepts a login with its member at once', async () => {
    const t = start();
    await flush();
    const agent = member({ type: 1 });
    t.actor.send({ type: 'session.loggedIn', token: 'new', member: agent });
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('loggedIn');
    expect(snapshot.context).toMatchObject({ token: 'new', member: agent });
    expect(t.actions.saveMember.mock.calls[0]?.[1]).toEqual({ member: agent });
    expect(t.loadMemberInfo).not.toHaveBeenCalled();
  });

  it('loads the member for a login without one (after a password change)', async () => {
    const t = start();
    await flush();
    t.actor.send({ type: 'session.loggedIn', token: 'new' });
    expect(t.actor.getSnapshot().value).toBe('restoring');
    await flush();
    expect(t.loadMemberInfo).toHaveBeenCalledWith('new');
    expect(t.actor.getSnapshot().value).toBe('loggedIn');
  });

  it("takes the member's changed details while logged in, and keeps them", async () => {
    const t = await loggedIn();
    const renamed = member({ nickname: 'Ngoc Lan' });
    t.actor.send({ type: 'session.memberChanged', member: renamed });
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('loggedIn');
    expect(snapshot.context).toMatchObject({ token: 'tok', member: { nickname: 'Ngoc Lan' } });
    expect(t.actions.saveMember.mock.calls.at(-1)?.[1]).toEqual({ member: renamed });
  });

  it('ignores changed details when nobody is logged in', async () => {
    const t = start();
    await flush();
    t.actor.send({ type: 'session.memberChanged', member: member({ nickname: 'Ngoc Lan' }) });
    expect(t.actor.getSnapshot().context.member).toBeNull();
    expect(t.actions.saveMember).not.toHaveBeenCalled();
  });

  it('takes a query-string token later on, removing it from the URL', async () => {
    const t = start();
    await flush();
    t.actor.send({ type: 'session.urlToken', token: 'q' });
    await flush();
    expect(t.actions.removeTokenFromUrl).toHaveBeenCalledTimes(1);
    expect(t.actions.saveToken.mock.calls[0]?.[1]).toEqual({ token: 'q' });
    expect(t.actor.getSnapshot().value).toBe('loggedIn');
  });

  it('clears the session and opens the login popup on a 401', async () => {
    const t = await loggedIn();
    t.actor.send({ type: 'session.unauthorized' });
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('loggedOut');
    expect(snapshot.context).toMatchObject({ token: null, member: null });
    expect(t.actions.clearSession).toHaveBeenCalledTimes(1);
    expect(t.actions.openLogin).toHaveBeenCalledTimes(1);
  });

  it('remembers whose session a 401 ended until a login or a logout', async () => {
    const t = await loggedIn();
    const account = t.actor.getSnapshot().context.member?.account;
    t.actor.send({ type: 'session.unauthorized' });
    expect(t.actor.getSnapshot().context.expiredAccount).toBe(account);
    // A second 401 (a page's call while the login popup is open) keeps it.
    t.actor.send({ type: 'session.unauthorized' });
    expect(t.actor.getSnapshot().context.expiredAccount).toBe(account);
    t.actor.send({ type: 'session.loggedIn', token: 'again', member: member() });
    expect(t.actor.getSnapshot().context.expiredAccount).toBeNull();
    t.actor.send({ type: 'session.logout' });
    t.actor.send({ type: 'session.confirm' });
    await flush();
    expect(t.actor.getSnapshot().context.expiredAccount).toBeNull();
  });

  it('asks for confirmation before logging out, and can be cancelled', async () => {
    const t = await loggedIn();
    t.actor.send({ type: 'session.logout' });
    let snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('confirmingLogout');
    expect(snapshot.hasTag('confirm')).toBe(true);
    expect(selectIsLoggedIn(snapshot)).toBe(true);
    t.actor.send({ type: 'session.cancel' });
    snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('loggedIn');
    expect(t.logout).not.toHaveBeenCalled();
  });

  it('logs out on confirmation: calls logout, clears, sets the merchant, goes home', async () => {
    const t = await loggedIn();
    t.actor.send({ type: 'session.logout' });
    t.actor.send({ type: 'session.confirm' });
    expect(t.actor.getSnapshot().hasTag('loading')).toBe(true);
    // A 401 from the logout call itself does not open the login popup.
    t.actor.send({ type: 'session.unauthorized' });
    await flush();
    const snapshot = t.actor.getSnapshot();
    expect(t.logout).toHaveBeenCalledTimes(1);
    expect(snapshot.value).toBe('loggedOut');
    expect(snapshot.context).toMatchObject({ token: null, member: null });
    for (const action of [
      'clearSession',
      'setMerchant',
      'navigateHome',
      'closeChatWindow',
    ] as const) {
      expect(t.actions[action]).toHaveBeenCalledTimes(1);
    }
    expect(t.actions.openLogin).not.toHaveBeenCalled();
  });

  it('logs out locally even when the logout call fails', async () => {
    const t = start({ storedToken: 'tok' }, { logout: () => Promise.reject(new Error('offline')) });
    await flush();
    t.actor.send({ type: 'session.logout' });
    t.actor.send({ type: 'session.confirm' });
    await flush();
    expect(t.actor.getSnapshot().value).toBe('loggedOut');
    expect(t.actions.clearSession).toHaveBeenCalledTimes(1);
  });
});

describe('session: selectors', () => {
  async function withMember(patch: Partial<MemberInfo> | null): Promise<SessionSnapshot> {
    const t = start();
    await flush();
    if (patch) t.actor.send({ type: 'session.loggedIn', token: 't', member: member(patch) });
    return t.actor.getSnapshot();
  }

  it('tells agents (1, 2, 41, 42) and trial accounts (4) apart', async () => {
    for (const type of [1, 2, 41, 42]) expect(selectIsAgent(await withMember({ type }))).toBe(true);
    for (const type of [0, 3, 4]) expect(selectIsAgent(await withMember({ type }))).toBe(false);
    expect(selectIsTrial(await withMember({ type: 4 }))).toBe(true);
    expect(selectIsTrial(await withMember({ type: 1 }))).toBe(false);
  });

  it('opens the member centre to members with a token, never to trial accounts', async () => {
    expect(selectCanUseMemberCentre(await withMember(null))).toBe(false);
    expect(selectCanUseMemberCentre(await withMember({ type: 0 }))).toBe(true);
    expect(selectCanUseMemberCentre(await withMember({ type: 4 }))).toBe(false);
  });

  it('chooses the VIP service above rank level 4', async () => {
    const rank = (rankLevel: number) => ({
      clubLabel: { labelName: 'x', color: '', color2: '', rankLevel },
    });
    expect(selectServiceChoice(await withMember(rank(5)))).toBe('VIP');
    expect(selectServiceChoice(await withMember(rank(4)))).toBe('LIVECHAT');
    expect(selectServiceChoice(await withMember(null))).toBe('LIVECHAT');
  });

  it('guards actions: guests log in, trial accounts need a real account', async () => {
    expect(selectGuardedAction(await withMember(null))).toBe('login');
    expect(selectGuardedAction(await withMember({ type: 4 }))).toBe('needRealAccount');
    expect(selectGuardedAction(await withMember({ type: 0 }))).toBe('allowed');
    expect(selectChatAccess(await withMember(null))).toBe('login');
    expect(selectChatAccess(await withMember({ type: 4 }))).toBe('blocked');
    expect(selectChatAccess(await withMember({ type: 1 }))).toBe('allowed');
    expect(GUARD_MESSAGE_IDS).toEqual({
      login: 'guard.loginFirst',
      needRealAccount: 'guard.needRealAccount',
      blocked: 'guard.chatBlocked',
    });
  });
});

describe('session: a sign-in link (?token=)', () => {
  const other = member({ id: 2, account: 'player02', nickname: 'Player Two' });
  /** demo01 for every token but 'other-url' (player02) and 'bad-url' (401). */
  const byToken = async (token: string) => {
    if (token === 'bad-url') throw UNAUTHORIZED;
    return token === 'other-url' ? other : member();
  };

  it('with no session: loads the link member with its token, signs in and tells who', async () => {
    const t = start({ urlToken: 'from-url' }, { loadMemberInfo: byToken });
    await flush();
    expect(t.loadMemberInfo).toHaveBeenCalledWith('from-url');
    expect(t.actions.removeTokenFromUrl).toHaveBeenCalledTimes(1);
    expect(t.actions.saveToken.mock.calls[0]?.[1]).toEqual({ token: 'from-url' });
    expect(t.actions.announceLinkMember.mock.calls[0]?.[1]).toEqual({ member: member() });
    const { value, context } = t.actor.getSnapshot();
    expect(value).toBe('loggedIn');
    expect(context).toMatchObject({ token: 'from-url', urlToken: null, linkMember: null });
  });

  it('with the same member: signs in with the link token without asking, and tells who', async () => {
    const t = start({ storedToken: 'old', urlToken: 'from-url' }, { loadMemberInfo: byToken });
    await flush();
    expect(t.loadMemberInfo.mock.calls.map(([token]) => token)).toEqual(['old', 'from-url']);
    expect(t.actor.getSnapshot().value).toBe('loggedIn');
    expect(t.actor.getSnapshot().context.token).toBe('from-url');
    expect(t.actions.announceLinkMember).toHaveBeenCalledTimes(1);
    expect(t.actions.clearSession).not.toHaveBeenCalled();
  });

  it('with another member: asks, the session open here going on meanwhile', async () => {
    const t = start({ storedToken: 'old', urlToken: 'other-url' }, { loadMemberInfo: byToken });
    await flush();
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('confirmingLinkSwitch');
    expect(snapshot.context).toMatchObject({ token: 'old', member: member(), linkMember: other });
    expect(selectIsLoggedIn(snapshot)).toBe(true);
    expect(t.actions.removeTokenFromUrl).toHaveBeenCalledTimes(1);
    expect(t.actions.saveToken).not.toHaveBeenCalled();
    expect(t.actions.announceLinkMember).not.toHaveBeenCalled();
  });

  it('with another member, confirmed: switches to the link member', async () => {
    const t = start({ storedToken: 'old', urlToken: 'other-url' }, { loadMemberInfo: byToken });
    await flush();
    t.actor.send({ type: 'session.confirm' });
    const { value, context } = t.actor.getSnapshot();
    expect(value).toBe('loggedIn');
    expect(context).toMatchObject({ token: 'other-url', member: other, urlToken: null });
    expect(t.actions.clearSession).toHaveBeenCalledTimes(1);
    expect(t.actions.saveToken.mock.calls[0]?.[1]).toEqual({ token: 'other-url' });
    expect(t.actions.saveMember.mock.calls.at(-1)?.[1]).toEqual({ member: other });
    expect(t.actions.announceLinkMember.mock.calls[0]?.[1]).toEqual({ member: other });
  });

  it('with another member, cancelled: keeps the session and drops the link token', async () => {
    const t = start({ storedToken: 'old', urlToken: 'other-url' }, { loadMemberInfo: byToken });
    await flush();
    t.actor.send({ type: 'session.cancel' });
    const { value, context } = t.actor.getSnapshot();
    expect(value).toBe('loggedIn');
    expect(context).toMatchObject({ token: 'old', member: member(), urlToken: null });
    expect(context.linkMember).toBeNull();
    expect(t.actions.saveToken).not.toHaveBeenCalled();
    expect(t.actions.clearSession).not.toHaveBeenCalled();
    expect(t.actions.announceLinkMember).not.toHaveBeenCalled();
  });

  it('asks as well for a link that arrives once logged in', async () => {
    const t = start({ storedToken: 'old' }, { loadMemberInfo: byToken });
    await flush();
    t.actor.send({ type: 'session.urlToken', token: 'other-url' });
    await flush();
    expect(t.loadMemberInfo).toHaveBeenLastCalledWith('other-url');
    expect(t.actor.getSnapshot().value).toBe('confirmingLinkSwitch');
    t.actor.send({ type: 'session.cancel' });
    expect(t.actor.getSnapshot().context.token).toBe('old');
  });

  it('asks too when the session open here could not be restored, and cancel goes back to it', async () => {
    const t = start(
      { storedToken: 'old', urlToken: 'other-url' },
      {
        loadMemberInfo: async (token) => {
          if (token === 'old') throw { kind: 'network', status: 0, serverMessage: null };
          return other;
        },
      },
    );
    await flush();
    expect(t.actor.getSnapshot().value).toBe('confirmingLinkSwitch');
    expect(t.actor.getSnapshot().context.member).toBeNull();
    t.actor.send({ type: 'session.cancel' });
    expect(t.actor.getSnapshot().value).toBe('restoreFailed');
    expect(t.actor.getSnapshot().context.token).toBe('old');
  });

  it('ignores a refused link token, keeping the session open here', async () => {
    const t = start({ storedToken: 'old', urlToken: 'bad-url' }, { loadMemberInfo: byToken });
    await flush();
    expect(t.actor.getSnapshot().value).toBe('loggedIn');
    expect(t.actor.getSnapshot().context).toMatchObject({ token: 'old', urlToken: null });
    expect(t.actions.clearSession).not.toHaveBeenCalled();
    expect(t.actions.openLogin).not.toHaveBeenCalled();
  });

  it('with no session, a refused link token ends logged out without the login popup', async () => {
    const t = start({ urlToken: 'bad-url' }, { loadMemberInfo: byToken });
    await flush();
    expect(t.actor.getSnapshot().value).toBe('loggedOut');
    expect(t.actor.getSnapshot().context.token).toBeNull();
    expect(t.actions.saveToken).not.toHaveBeenCalled();
    expect(t.actions.openLogin).not.toHaveBeenCalled();
  });
});
