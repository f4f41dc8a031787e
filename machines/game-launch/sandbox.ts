/** The gameLaunch machine without a backend: every launch answers a made-up address. */
import type { Game, LaunchResult } from '#schemas/games-api.ts';
import { fromPromise } from 'xstate';
import { noop, SANDBOX_MEMBER } from '../sandbox-fixtures.ts';
import type { Sandbox } from '../sandbox-types.ts';
import type { gameLaunchMachine } from './machine.ts';

/** A slot game of the sandbox catalogue, for the game launch demo. */
export const SANDBOX_GAME: Game = {
  nodeId: 501,
  vassalage: 'PG',
  gameType: 'RNG',
  gameClassify: 'slots',
  gameName: 'Mahjong Ways',
  minBet: 1,
  minLineNum: 1,
  platform: 'html5-desktop',
  code: 'mahjong',
  defaultPlayType: '',
  gameCode: 'PG-MJ',
  gameId: 'mahjong-ways',
  isHot: 1,
  icon: '',
};

const SABA_CARD = {
  vassalage: 'SABA',
  accountTypeName: 'SABA Sports',
  gameCategory: 'SPORTS',
  isHot: 0,
  smallIcon: '',
  isGame: 'VASSALAGE',
} as const;

export const gameLaunchSandbox: Sandbox<typeof gameLaunchMachine> = {
  implementations: {
    actors: {
      // A made-up same-origin address: the visualiser never loads it.
      launch: fromPromise(async ({ input }): Promise<LaunchResult> => ({
        game_url: `/mock-cdn/a/launch/${input.vassalage}/${input.gameId || 'lobby'}`,
      })),
    },
    actions: {
      openLogin: noop,
      showWarning: noop,
      navigate: noop,
      openSeaLottery: noop,
      rememberVendor: noop,
      openVendorGames: noop,
      setIframeUrl: noop,
    },
  },
  input: { viewer: { token: 'sandbox-token', member: SANDBOX_MEMBER } },
  samples: [
    { type: 'launch.game', game: SANDBOX_GAME },
    { type: 'launch.vendor', card: SABA_CARD },
    { type: 'launch.dismiss' },
    // The member logged out: the next launch asks for a login.
    { type: 'session.changed', viewer: { token: null, member: null } },
  ],
  demo: {
    steps: [
      { send: { type: 'launch.vendor', card: SABA_CARD } },
      { send: { type: 'launch.game', game: SANDBOX_GAME } },
    ],
    reaches: { idle: 'ready' },
  },
};
