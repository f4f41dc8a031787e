/**
 * Game launch (spec sections 4, 6 and 7): from a game or a vendor entry to the lottery pages,
 * the SEA lottery popup, a vendor listing, or the launch call and the in-page game iframe.
 * Guests are asked to log in and trial accounts are told a real account is needed before
 * anything opens a game. One long-lived actor serves the whole app.
 */
import type { LaunchResult } from '#schemas/games-api.ts';
import type { GameCategory, VendorCard } from '#schemas/platform-api.ts';
import { assign, enqueueActions, setup } from 'xstate';
import { toFailure } from '../failure.ts';
import { GUARD_MESSAGE_IDS, guardedAction } from '../member.ts';
import { notProvided } from '../not-provided.ts';
import {
  GAME_PATH,
  gameUrl,
  initialContext,
  launchFailure,
  LOBBY_CALL,
  opensGame,
  planLaunch,
  toTarget,
  type GameLaunchContext,
  type GameLaunchInput,
  type LaunchCall,
} from './context.ts';
import type { GameLaunchEvent } from './events.ts';

export type GameLaunchTag = 'loading' | 'error';

export const gameLaunchMachine = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
    input: {} as GameLaunchInput,
    tags: {} as GameLaunchTag,
  },
  actors: {
    /**
     * The launch-address call. Answers the address as the frame will load it (on a launch CDN),
     * or throws `REFUSED_ADDRESS` when the frame may not show the one the platform sent.
     */
    launch: notProvided<LaunchResult, LaunchCall>('launch'),
  },
  guards: {
    mustLogIn: ({ context }) =>
      opensGame(context.plan) && guardedAction(context.viewer) === 'login',
    needsRealAccount: ({ context }) =>
      opensGame(context.plan) && guardedAction(context.viewer) === 'needRealAccount',
    isLaunchCall: ({ context }) => context.plan?.kind === 'launch',
    /** Logged out (or became a trial account) while the launch call ran. */
    lostAccess: ({ event }) =>
      event.type === 'session.changed' && guardedAction(event.viewer) !== 'allowed',
    /** The launch call answered an address the frame can open. */
    hasGameUrl: (_, { result }: { result: LaunchResult }) => gameUrl(result) !== null,
  },
  actions: {
    // Effects, supplied by the React side with .provide().
    /** The login popup with a message ('guard.loginFirst'). */
    openLogin: (_, _params: { message: string }) => {},
    /** A warning dialog ('guard.needRealAccount', confirm button 'guard.needRealAccountConfirm'). */
    showWarning: (_, _params: { message: string }) => {},
    navigate: (_, _params: { to: string }) => {},
    /** The SEA lottery popup; `gameCode` when a game of it was clicked. */
    openSeaLottery: (_, _params: { vassalage: string; gameCode: string | null }) => {},
    /** Stores the slots vendor (the spec's session key 'gameVendor') before its listing opens. */
    rememberVendor: (_, _params: { vassalage: string }) => {},
    /** The popup game list of one vendor. */
    openVendorGames: (_, _params: { card: VendorCard; category: GameCategory }) => {},
    /** Stores the game's address for /game (session storage 'iframeUrl'); checked there. */
    setIframeUrl: (_, _params: { url: string }) => {},
    // Pure.
    takeTarget: assign(({ event }) => {
      if (event.type !== 'launch.game' && event.type !== 'launch.vendor') return {};
      const target = toTarget(event);
      return { target, plan: planLaunch(target), failure: null };
    }),
    takeViewer: assign(({ event }) =>
      event.type === 'session.changed' ? { viewer: event.viewer } : {},
    ),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'gameLaunch',
  initial: 'idle',
  context: ({ input }) => initialContext(input),
  on: { 'session.changed': { actions: 'takeViewer' } },
  states: {
    idle: {
      initial: 'ready',
      on: {
        'launch.game': { target: 'routing', actions: 'takeTarget' },
        'launch.vendor': { target: 'routing', actions: 'takeTarget' },
      },
      states: {
        ready: {},
        failed: {
          tags: ['error'],
          on: { 'launch.dismiss': { target: 'ready', actions: 'clearFailure' } },
        },
      },
    },
    routing: {
      always: [
        {
          guard: 'mustLogIn',
          target: 'idle',
          actions: { type: 'openLogin', params: { message: GUARD_MESSAGE_IDS.login } },
        },
        {
          guard: 'needsRealAccount',
          target: 'idle',
          actions: { type: 'showWarning', params: { message: GUARD_MESSAGE_IDS.needRealAccount } },
        },
        { guard: 'isLaunchCall', target: 'launching' },
        {
          target: 'idle',
          // No launch call: a page, a popup or the vendor listing.
          actions: enqueueActions(({ context, enqueue }) => {
            const plan = context.plan;
            switch (plan?.kind) {
              case 'lottery':
              case 'vnLottery':
              case 'vendorPage':
                enqueue({ type: 'navigate', params: { to: plan.to } });
                break;
              case 'seaLottery':
                enqueue({
                  type: 'openSeaLottery',
                  params: { vassalage: plan.vassalage, gameCode: plan.gameCode },
                });
                break;
              case 'slotsVendor':
                enqueue({ type: 'rememberVendor', params: { vassalage: plan.vassalage } });
                enqueue({ type: 'navigate', params: { to: plan.to } });
                break;
              case 'vendorGames':
                enqueue({
                  type: 'openVendorGames',
                  params: { card: plan.card, category: plan.category },
                });
                break;
              default:
                break;
            }
          }),
        },
      ],
    },
    launching: {
      tags: ['loading'],
      // Further launch events are not handled here: a double click launches once.
      invoke: {
        src: 'launch',
        // Only a launch plan gets here (the `isLaunchCall` guard).
        input: ({ context }) =>
          context.plan?.kind === 'launch' ? context.plan.call : { ...LOBBY_CALL, vassalage: '' },
        onDone: [
          {
            guard: { type: 'hasGameUrl', params: ({ event }) => ({ result: event.output }) },
            target: 'idle',
            actions: [
              {
                type: 'setIframeUrl',
                params: ({ event }) => ({ url: gameUrl(event.output) ?? '' }),
              },
              { type: 'navigate', params: { to: GAME_PATH } },
            ],
          },
          // An answer without an address cannot be played: the system error.
          { target: 'idle.failed', actions: assign({ failure: () => toFailure(null) }) },
        ],
        // A refused address fails here too: nothing is stored and the user stays put.
        onError: {
          target: 'idle.failed',
          actions: assign({ failure: ({ event }) => launchFailure(event.error) }),
        },
      },
      on: {
        // A game must not open for someone who has just logged out: drop the call's answer.
        'session.changed': [
          { guard: 'lostAccess', target: 'idle', actions: 'takeViewer' },
          { actions: 'takeViewer' },
        ],
      },
    },
  },
});
