/**
 * The session (spec sections 3, 4, 6): boot, restore from storage or the query string,
 * logged in or out, 401 anywhere, logout with confirmation. A sign-in link (`?token=`) loads
 * its member first: the visitor is told who is signed in, and asked before another member's
 * session open in this tab is replaced (security finding 5).
 */
import type { PermissionConfig } from '#schemas/platform-api.ts';
import { assign, enqueueActions, setup } from 'xstate';
import { isUnauthorized, toFailure } from '../failure.ts';
import { notProvided } from '../not-provided.ts';
import type { MemberInfo } from '../types.ts';
import { initialContext, type SessionContext, type SessionInput } from './context.ts';
import type { SessionEvent } from './events.ts';

export type SessionTag = 'loading' | 'error' | 'authenticated' | 'confirm';

const ignore = {};

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as SessionTag,
  },
  actors: {
    loadCountryCode: notProvided<string>('loadCountryCode'),
    loadPermission: notProvided<PermissionConfig>('loadPermission'),
    loadMemberInfo: notProvided<MemberInfo, { token: string }>('loadMemberInfo'),
    logout: notProvided<unknown, { token: string }>('logout'),
  },
  guards: {
    hasUrlToken: ({ context }) => context.urlToken !== null,
    hasStoredToken: ({ context }) => context.storedToken !== null,
    hasUrlAndStoredToken: ({ context }) =>
      context.urlToken !== null && context.storedToken !== null,
    /** A session (restored or not) is open in this tab. */
    hasSession: ({ context }) => context.token !== null,
    hasMember: ({ context }) => context.member !== null,
    /**
     * The link's member is not the one signed in here: a session is open, with another token,
     * and its member is another account (or could not be loaded, so cannot be told apart).
     */
    linkIsAnotherMember: ({ context }, { member }: { member: MemberInfo }) =>
      context.token !== null &&
      context.token !== context.urlToken &&
      context.member?.account !== member.account,
    eventHasMember: ({ event }) => event.type === 'session.loggedIn' && !!event.member,
    /** The platform refused the token (401). */
    unauthorized: (_, { error }: { error: unknown }) => isUnauthorized(error),
  },
  actions: {
    // Effects, supplied by the React side with .provide().
    removeTokenFromUrl: () => {},
    saveToken: (_, _params: { token: string }) => {},
    /** Writes account, nickname, isAgent, labels... to session storage. */
    saveMember: (_, _params: { member: MemberInfo }) => {},
    /** Removes the session keys of spec section 3. */
    clearSession: () => {},
    openLogin: () => {},
    setMerchant: () => {},
    navigateHome: () => {},
    closeChatWindow: () => {},
    /** Tells who the link signed in ("Signed in as ..."). */
    announceLinkMember: (_, _params: { member: MemberInfo }) => {},
    // Pure.
    takeUrlToken: assign(({ context }) => ({ token: context.urlToken, urlToken: null })),
    takeStoredToken: assign(({ context }) => ({ token: context.storedToken, storedToken: null })),
    takeEventToken: assign(({ event }) =>
      event.type === 'session.loggedIn' || event.type === 'session.urlToken'
        ? { token: event.token, member: null, failure: null }
        : {},
    ),
    takeEventMember: assign(({ event }) =>
      event.type === 'session.loggedIn' && event.member ? { member: event.member } : {},
    ),
    forget: assign({ token: null, member: null, failure: null }),
    /** Before `forget` on a 401: whose pages may stay (a second 401 keeps the first's). */
    keepExpiredAccount: assign(({ context }) => ({
      expiredAccount: context.member?.account ?? context.expiredAccount,
    })),
    dropExpiredAccount: assign({ expiredAccount: null }),
    /** A link's token arrived after the boot: its member is loaded anew. */
    takeLinkToken: assign(({ event }) =>
      event.type === 'session.urlToken' ? { urlToken: event.token, linkMember: null } : {},
    ),
    keepLinkMember: assign({
      linkMember: (_, { member }: { member: MemberInfo }) => member,
    }),
    /** The link's member becomes the session's. */
    takeLinkMember: assign(({ context }) => ({
      token: context.urlToken,
      member: context.linkMember,
      urlToken: null,
      linkMember: null,
      failure: null,
    })),
    /** The link is not followed: the session open here stays. */
    dropLinkToken: assign({ urlToken: null, linkMember: null }),
  },
}).createMachine({
  id: 'session',
  initial: 'booting',
  context: ({ input }) => initialContext(input),
  on: {
    'session.unauthorized': {
      target: '.loggedOut',
      actions: ['clearSession', 'keepExpiredAccount', 'forget', 'openLogin'],
    },
    'session.urlToken': {
      target: '.checkingLink',
      actions: ['takeLinkToken', 'removeTokenFromUrl'],
    },
    'session.loggedIn': [
      {
        guard: 'eventHasMember',
        target: '.loggedIn',
        actions: enqueueActions(({ event, enqueue }) => {
          enqueue('takeEventToken');
          if (!event.member) return;
          enqueue('takeEventMember');
          enqueue({ type: 'saveMember', params: { member: event.member } });
        }),
      },
      { target: '.restoring', actions: 'takeEventToken' },
    ],
  },
  states: {
    booting: {
      type: 'parallel',
      tags: ['loading'],
      on: {
        'session.unauthorized': ignore,
        // Kept until the boot is over, then restored like a stored token.
        'session.loggedIn': { actions: assign({ storedToken: ({ event }) => event.token }) },
        'session.urlToken': { actions: assign({ urlToken: ({ event }) => event.token }) },
      },
      states: {
        countryCode: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadCountryCode',
                onDone: {
                  target: 'done',
                  actions: assign({ countryCode: ({ event }) => event.output }),
                },
                onError: {
                  target: 'done',
                  actions: assign({
                    bootFailures: ({ context, event }) => [
                      ...context.bootFailures,
                      toFailure(event.error),
                    ],
                  }),
                },
              },
            },
            done: { type: 'final' },
          },
        },
        permission: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadPermission',
                onDone: {
                  target: 'done',
                  actions: assign({ permission: ({ event }) => event.output }),
                },
                onError: {
                  target: 'done',
                  actions: assign({
                    bootFailures: ({ context, event }) => [
                      ...context.bootFailures,
                      toFailure(event.error),
                    ],
                  }),
                },
              },
            },
            done: { type: 'final' },
          },
        },
      },
      onDone: 'resolving',
    },
    resolving: {
      always: [
        // The session open in this tab first: the link's member is then compared with it.
        {
          guard: 'hasUrlAndStoredToken',
          target: 'restoring',
          actions: ['takeStoredToken', 'removeTokenFromUrl'],
        },
        { guard: 'hasUrlToken', target: 'checkingLink', actions: 'removeTokenFromUrl' },
        { guard: 'hasStoredToken', target: 'restoring', actions: 'takeStoredToken' },
        { target: 'loggedOut' },
      ],
    },
    restoring: {
      tags: ['loading'],
      on: {
        // The restore's own 401 decides, without the login popup.
        'session.unauthorized': ignore,
        // Checked once the session open here is known.
        'session.urlToken': { actions: ['takeLinkToken', 'removeTokenFromUrl'] },
      },
      invoke: {
        src: 'loadMemberInfo',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'afterRestore',
          actions: [
            assign({ member: ({ event }) => event.output, failure: null }),
            { type: 'saveMember', params: ({ event }) => ({ member: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'unauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'afterRestore',
            actions: ['clearSession', 'forget'],
          },
          {
            target: 'afterRestore',
            actions: assign({ failure: ({ event }) => toFailure(event.error) }),
          },
        ],
      },
    },
    /** A link waiting for the restore goes on to be checked; otherwise the restore's outcome. */
    afterRestore: {
      always: [{ guard: 'hasUrlToken', target: 'checkingLink' }, { target: 'resumingSession' }],
    },
    /** Back to the session open in this tab: logged in, not restored (retry), or none. */
    resumingSession: {
      always: [
        { guard: 'hasMember', target: 'loggedIn' },
        { guard: 'hasSession', target: 'restoreFailed' },
        { target: 'loggedOut' },
      ],
    },
    /** Loads the member of a link's token (the session open here, if any, goes on meanwhile). */
    checkingLink: {
      tags: ['loading'],
      on: {
        'session.urlToken': {
          target: 'checkingLink',
          reenter: true,
          actions: ['takeLinkToken', 'removeTokenFromUrl'],
        },
      },
      invoke: {
        src: 'loadMemberInfo',
        // Loaded with the link's own token: the session open here keeps its own.
        input: ({ context }) => ({ token: context.urlToken ?? '' }),
        onDone: [
          {
            guard: {
              type: 'linkIsAnotherMember',
              params: ({ event }) => ({ member: event.output }),
            },
            target: 'confirmingLinkSwitch',
            actions: { type: 'keepLinkMember', params: ({ event }) => ({ member: event.output }) },
          },
          {
            target: 'loggedIn',
            actions: [
              { type: 'saveToken', params: ({ context }) => ({ token: context.urlToken ?? '' }) },
              { type: 'saveMember', params: ({ event }) => ({ member: event.output }) },
              { type: 'keepLinkMember', params: ({ event }) => ({ member: event.output }) },
              'takeLinkMember',
              { type: 'announceLinkMember', params: ({ event }) => ({ member: event.output }) },
            ],
          },
        ],
        onError: [
          // A refused link, or one that cannot be checked while a session is open: ignored.
          {
            guard: { type: 'unauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'resumingSession',
            actions: 'dropLinkToken',
          },
          { guard: 'hasSession', target: 'resumingSession', actions: 'dropLinkToken' },
          // No session here: as a restore that failed (the token kept for a retry).
          {
            target: 'restoreFailed',
            actions: [
              'takeUrlToken',
              { type: 'saveToken', params: ({ context }) => ({ token: context.token ?? '' }) },
              assign({ failure: ({ event }) => toFailure(event.error) }),
            ],
          },
        ],
      },
    },
    /** Another member's session is open in this tab: switch to the link's member, or keep it. */
    confirmingLinkSwitch: {
      tags: ['authenticated', 'confirm'],
      on: {
        'session.confirm': {
          target: 'loggedIn',
          actions: enqueueActions(({ context, enqueue }) => {
            const { urlToken, linkMember } = context;
            if (urlToken === null || linkMember === null) return;
            enqueue('clearSession');
            enqueue({ type: 'saveToken', params: { token: urlToken } });
            enqueue({ type: 'saveMember', params: { member: linkMember } });
            enqueue('takeLinkMember');
            enqueue({ type: 'announceLinkMember', params: { member: linkMember } });
          }),
        },
        'session.cancel': { target: 'resumingSession', actions: 'dropLinkToken' },
      },
    },
    restoreFailed: {
      tags: ['error'],
      on: { 'session.retry': 'restoring' },
    },
    loggedIn: {
      tags: ['authenticated'],
      entry: 'dropExpiredAccount',
      on: {
        'session.logout': 'confirmingLogout',
        'session.memberChanged': {
          actions: [
            assign({ member: ({ event }) => event.member }),
            { type: 'saveMember', params: ({ event }) => ({ member: event.member }) },
          ],
        },
      },
    },
    confirmingLogout: {
      tags: ['authenticated', 'confirm'],
      on: { 'session.confirm': 'loggingOut', 'session.cancel': 'loggedIn' },
    },
    loggingOut: {
      tags: ['loading'],
      on: {
        'session.unauthorized': ignore,
        'session.loggedIn': ignore,
        'session.urlToken': ignore,
      },
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ token: context.token ?? '' }),
        // Whatever the platform answers, the session ends here.
        onDone: 'loggedOut',
        onError: 'loggedOut',
      },
      exit: [
        'clearSession',
        'setMerchant',
        'navigateHome',
        'closeChatWindow',
        'forget',
        'dropExpiredAccount',
      ],
    },
    loggedOut: {},
  },
});
