/**
 * The session (spec sections 3, 4, 6): boot, restore from storage or the query string,
 * logged in or out, 401 anywhere, logout with confirmation.
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
      target: '.restoring',
      actions: [
        'takeEventToken',
        'removeTokenFromUrl',
        { type: 'saveToken', params: ({ event }) => ({ token: event.token }) },
      ],
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
        {
          guard: 'hasUrlToken',
          target: 'restoring',
          actions: [
            'takeUrlToken',
            'removeTokenFromUrl',
            { type: 'saveToken', params: ({ context }) => ({ token: context.token ?? '' }) },
          ],
        },
        { guard: 'hasStoredToken', target: 'restoring', actions: 'takeStoredToken' },
        { target: 'loggedOut' },
      ],
    },
    restoring: {
      tags: ['loading'],
      // The restore's own 401 decides, without the login popup.
      on: { 'session.unauthorized': ignore },
      invoke: {
        src: 'loadMemberInfo',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'loggedIn',
          actions: [
            assign({ member: ({ event }) => event.output, failure: null }),
            { type: 'saveMember', params: ({ event }) => ({ member: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'unauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'loggedOut',
            actions: ['clearSession', 'forget'],
          },
          {
            target: 'restoreFailed',
            actions: assign({ failure: ({ event }) => toFailure(event.error) }),
          },
        ],
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
