import { fromPromise } from 'xstate';
import type { Failure } from '#machines/failure.ts';
import type { LaunchCall } from '#machines/game-launch/context.ts';
import type { gameLaunchMachine } from '#machines/game-launch/machine.ts';
import type { Viewer } from '#machines/member.ts';
import type { LaunchRequest, LaunchResult } from '#schemas/games-api.ts';
import type { GameCategory, MemberInfo, VendorCard } from '#schemas/platform-api.ts';
import { launchGame } from '#src/api/games.ts';
import { session } from '#src/platform/safe-storage.ts';
import { SESSION_KEYS } from '#src/platform/storage-keys.ts';
import { playableLaunch, saveGameUrl } from './game-url.ts';

/** A popup a launch opens: the SEA lottery games, or one vendor's game list. */
export type LaunchPopup =
  | { kind: 'seaLottery'; vassalage: string; gameCode: string | null }
  | { kind: 'vendorGames'; card: VendorCard; category: GameCategory };

/** What the machine's effects need from React, read when they run (always the latest). */
export interface LaunchDeps {
  /** The session, as the machine starts with it. */
  viewer: Viewer;
  member: MemberInfo | null;
  merchantCode: string;
  language: string;
  launchCdns: readonly string[];
  navigate: (to: string) => void;
  /** A warning dialog with a message id; resolves when it is closed. */
  warn: (messageId: string, confirmId?: string) => Promise<void>;
  openLogin: () => void;
  openPopup: (popup: LaunchPopup) => void;
  /** A launch failed: its message in a warning; resolves when it is closed. */
  showFailure: (failure: Failure) => Promise<void>;
}

export type LaunchImplementations = Parameters<typeof gameLaunchMachine.provide>[0];

/**
 * The fixed fields of the launch-address call (spec section 4); the Language header comes
 * from the API client. No token travels in the body or in any address we build.
 */
export function toLaunchRequest(
  call: LaunchCall,
  who: Pick<LaunchDeps, 'member' | 'merchantCode' | 'language'>,
): LaunchRequest {
  return {
    ...call,
    accountType: 1,
    confirmTrans: 0,
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: 3,
    username: who.member?.account ?? '',
    merchantCode: who.merchantCode,
    language: who.language,
  };
}

/** The gameLaunch machine's actors and effects (machines/README.md, "Game launch"). */
export function createGameLaunchImplementations(deps: () => LaunchDeps): LaunchImplementations {
  return {
    actors: {
      // The address is checked before the machine opens /game: a refused one fails here.
      launch: fromPromise<LaunchResult, LaunchCall>(async ({ input }) =>
        playableLaunch(await launchGame(toLaunchRequest(input, deps())), deps().launchCdns),
      ),
    },
    actions: {
      openLogin: (_, { message }) => {
        const { warn, openLogin } = deps();
        void warn(message).then(openLogin);
      },
      showWarning: (_, { message }) => void deps().warn(message, 'guard.needRealAccountConfirm'),
      navigate: (_, { to }) => deps().navigate(to),
      openSeaLottery: (_, { vassalage, gameCode }) =>
        deps().openPopup({ kind: 'seaLottery', vassalage, gameCode }),
      rememberVendor: (_, { vassalage }) => session.set(SESSION_KEYS.gameVendor, vassalage),
      openVendorGames: (_, { card, category }) =>
        deps().openPopup({ kind: 'vendorGames', card, category }),
      setIframeUrl: (_, { url }) => void saveGameUrl(url, deps().launchCdns),
    },
  };
}
