/** Events of the game launch machine: from game cards, vendor tiles and menus, and the session. */
import type { Game } from '#schemas/games-api.ts';
import type { GameCategory, VendorCard } from '#schemas/platform-api.ts';
import type { Viewer } from '../member.ts';

export type GameLaunchEvent =
  /** A game card (listing, hot games, favourites, recent games, vendor game popup). */
  | { type: 'launch.game'; game: Game }
  /**
   * A vendor entry (side-menu flyout, home vendor tiles, top navigation). `category` is the
   * category the entry was shown under; `card.gameCategory` when omitted.
   */
  | { type: 'launch.vendor'; card: VendorCard; category?: GameCategory }
  /** The failure message was closed. */
  | { type: 'launch.dismiss' }
  /** The session logged in or out, or member info (re)loaded: `{ token, member }`. */
  | { type: 'session.changed'; viewer: Viewer };
