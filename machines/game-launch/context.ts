/** Context of the game launch machine and the routing rules of spec section 4 ("Game launch"). */
import type { Game, LaunchRequest, LaunchResult } from '#schemas/games-api.ts';
import { vendorPath } from '#schemas/menu.builder.ts';
import type { GameCategory, VendorCard } from '#schemas/platform-api.ts';
import { toFailure, type Failure } from '../failure.ts';
import type { Viewer } from '../member.ts';
import type { GameLaunchEvent } from './events.ts';

export interface GameLaunchInput {
  /** Who is asking at start: the session's `{ token, member }`; later changes arrive as events. */
  viewer: Viewer;
}

/** What was clicked: a game, or a vendor entry shown under a category. */
export type LaunchTarget =
  { kind: 'game'; game: Game } | { kind: 'vendor'; card: VendorCard; category: GameCategory };

/**
 * What the `launch` actor receives: the `LaunchRequest` fields the machine knows. The React side
 * adds accountType 1, confirmTrans 0, launchMode GLS, platform html5-desktop, clientType 3,
 * username, merchantCode, language and the Language header.
 */
export type LaunchCall = Pick<LaunchRequest, 'gameId' | 'nodeId' | 'vassalage'>;

/** Where a target leads. */
export type LaunchPlan =
  /** The launch call, then the game in the in-page iframe. */
  | { kind: 'launch'; call: LaunchCall }
  /** The lottery page (LOTT and ELOTT games). */
  | { kind: 'lottery'; to: string }
  /** The Vietnamese lottery page (vendor TCG_LOTTO_VN). */
  | { kind: 'vnLottery'; to: string }
  /** The SEA lottery popup (vendor TCG_SEA). */
  | { kind: 'seaLottery'; vassalage: string; gameCode: string | null }
  /** A sports, e-sports or live vendor's listing: the category page filtered by vendor. */
  | { kind: 'vendorPage'; to: string }
  /** A slots vendor: remembered, then the slots page filtered by it. */
  | { kind: 'slotsVendor'; vassalage: string; to: string }
  /** Any other vendor that lists its games first: the popup game list. */
  | { kind: 'vendorGames'; card: VendorCard; category: GameCategory };

export interface GameLaunchContext {
  /** The session as last reported: guests and trial accounts cannot open games. */
  viewer: Viewer;
  /** The target of the launch in flight, or of the last one. */
  target: LaunchTarget | null;
  plan: LaunchPlan | null;
  /** Why the last launch call failed; null after a success, a new launch or a dismissal. */
  failure: Failure | null;
}

export function initialContext(input: GameLaunchInput): GameLaunchContext {
  return { viewer: input.viewer, target: null, plan: null, failure: null };
}

/** The vendor whose games open in the SEA lottery popup. */
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';
/** The vendor whose games open on the Vietnamese lottery page. */
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';
export const LOTTERY_PATH = '/lottery';
export const VN_LOTTERY_PATH = '/vnlottery';
/** The in-page game iframe. */
export const GAME_PATH = '/game';
/**
 * A vendor entry with isGame 'GAME' opens the vendor's lobby: the launch call without a game
 * (empty gameId, nodeId 0) and the vendor as `vassalage`.
 */
export const LOBBY_CALL = { gameId: '', nodeId: 0 } as const;

const LOTTERY_TYPES: readonly GameCategory[] = ['LOTT', 'ELOTT'];
/** Vendors of these categories list their games on the category page, not in a popup. */
const VENDOR_PAGE_CATEGORIES: readonly GameCategory[] = ['SPORTS', 'ESPORTS', 'LIVE'];

/** A path with the non-empty parameters as its query string. */
function withQuery(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(
    Object.entries(params).filter(([, value]) => value !== ''),
  ).toString();
  return query === '' ? path : `${path}?${query}`;
}

/** The target of a launch event. */
export function toTarget(
  event: Extract<GameLaunchEvent, { type: 'launch.game' | 'launch.vendor' }>,
): LaunchTarget {
  return event.type === 'launch.game'
    ? { kind: 'game', game: event.game }
    : { kind: 'vendor', card: event.card, category: event.category ?? event.card.gameCategory };
}

/** The vendor codes a target answers to: a card's account type counts as its vendor. */
const vendorCodes = (target: LaunchTarget): string[] =>
  target.kind === 'game'
    ? [target.game.vassalage]
    : [target.card.vassalage, target.card.accountTypeName];

function planVendor(card: VendorCard, category: GameCategory): LaunchPlan {
  if (card.isGame === 'GAME') {
    return { kind: 'launch', call: { ...LOBBY_CALL, vassalage: card.vassalage } };
  }
  if (VENDOR_PAGE_CATEGORIES.includes(category)) {
    return { kind: 'vendorPage', to: vendorPath(category, card.vassalage) };
  }
  if (category === 'RNG') {
    return {
      kind: 'slotsVendor',
      vassalage: card.vassalage,
      to: vendorPath('RNG', card.vassalage),
    };
  }
  return { kind: 'vendorGames', card, category };
}

/**
 * Spec section 4: the SEA and Vietnamese lottery vendors first, then LOTT and ELOTT games to
 * the lottery page; vendor entries that list their games go to a listing; everything else is
 * launched.
 */
export function planLaunch(target: LaunchTarget): LaunchPlan {
  const codes = vendorCodes(target);
  const game = target.kind === 'game' ? target.game : null;
  if (codes.includes(SEA_LOTTERY_VENDOR)) {
    return { kind: 'seaLottery', vassalage: SEA_LOTTERY_VENDOR, gameCode: game?.gameCode || null };
  }
  if (codes.includes(VN_LOTTERY_VENDOR)) {
    return {
      kind: 'vnLottery',
      to: withQuery(VN_LOTTERY_PATH, { gameCode: game?.gameCode ?? '' }),
    };
  }
  if (target.kind === 'vendor') return planVendor(target.card, target.category);
  if (LOTTERY_TYPES.includes(target.game.gameType)) {
    const { gameCode, defaultPlayType } = target.game;
    return {
      kind: 'lottery',
      to: withQuery(LOTTERY_PATH, { gameCode, playType: defaultPlayType }),
    };
  }
  const { gameId, nodeId, vassalage } = target.game;
  return { kind: 'launch', call: { gameId, nodeId, vassalage } };
}

/**
 * Whether the plan opens a game (or a lottery): only those are guarded actions. Vendor listings
 * are browsing, open to guests and trial accounts like the category pages themselves; the games
 * they list are guarded when launched.
 */
export const opensGame = (plan: LaunchPlan | null): boolean =>
  plan !== null &&
  plan.kind !== 'vendorPage' &&
  plan.kind !== 'slotsVendor' &&
  plan.kind !== 'vendorGames';

/** The game's address: `game_url`, else `game_url2`; null when the platform sent neither. */
export function gameUrl(result: LaunchResult | null | undefined): string | null {
  const url = result?.game_url?.trim() || result?.game_url2?.trim() || '';
  return url === '' ? null : url;
}

/** Shown when a launch answered an address the game frame may not show. */
export const REFUSED_ADDRESS_MESSAGE_ID = 'games.launch.refused';

/**
 * What the `launch` actor throws when the platform answered an address outside this origin and
 * the launch CDNs: /game would refuse to show it, so the launch fails where the user is.
 */
export const REFUSED_ADDRESS = { kind: 'refusedAddress' } as const;

/** Whether the launch actor threw `REFUSED_ADDRESS` (read structurally, as `toFailure` reads). */
export function isRefusedAddress(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { kind?: unknown }).kind === REFUSED_ADDRESS.kind
  );
}

/** Why a launch call failed, as the failure dialog shows it. */
export function launchFailure(error: unknown): Failure {
  return isRefusedAddress(error) ? toFailure(null, REFUSED_ADDRESS_MESSAGE_ID) : toFailure(error);
}
