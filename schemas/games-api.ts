/**
 * Wire types of games and lottery (spec sections 3 and 7): listings, hot games, favourites,
 * recent games, launch, card rooms, lottery menus and numbers. Shared by `src/api` and
 * `mock-server` like `platform-api.ts`; where the spec is silent the choice is written in
 * `mock-server/README.md`.
 */
import type { GameCategory } from './platform-api.ts';

/** Client platforms a game runs on. */
export type GamePlatform = 'flash' | 'html5-desktop';

/** One game of a vendor (spec section 3, "Game"). */
export interface Game {
  /** The game's node in the platform's game tree: the id favourites and launches use. */
  nodeId: number;
  /** The vendor. */
  vassalage: string;
  /** The category; LOTT and ELOTT games go to the lottery route instead of launching. */
  gameType: GameCategory;
  /** A classification inside the category (e.g. 'jackpot'); the listing filters by it. */
  gameClassify: string;
  gameName: string;
  /** Smallest stake, in the brand's currency. */
  minBet: number;
  minLineNum: number;
  platform: GamePlatform;
  code: string;
  defaultPlayType: string;
  gameCode: string;
  /** The vendor's own id of the game (or of the room, for card games). */
  gameId: string;
  /** 1: shown with the hot badge. */
  isHot: 0 | 1;
  /** Icon URL (same origin in demo mode); the client picks a CDN from `imageCDNs`. */
  icon: string;
  /**
   * 1: one of the caller's favourites. Only in answers to a call with a valid token (game
   * list, hot games, favourites, recent games); absent for guests.
   */
  isFavourite?: 0 | 1;
}

/**
 * GET /wps/relay/GCSGAME_gameList (token optional: a member also gets `isFavourite`).
 * Query: clientType 3, platform, channel, merchant, gameType, vassalage, gameClassify,
 * gameName (contains, case-insensitive), minBet (games whose minBet is at most this),
 * minLineNum, language, pageNo (1), pageSize (28).
 */
export interface GameListQuery {
  gameType?: GameCategory;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: number;
  pageNo: number;
  pageSize: number;
}

export interface GameList {
  games: Game[];
  pageNo: number;
  totalPages: number;
  totalCount: number;
}

/** GET /wps/relay/GCSGAME_hotGamesV2 (merchantCode, isPlatform 2, vassalage, platform, language). */
export type HotGames = Game[];

/**
 * Body of the favourite add and remove calls (token): POST /wps/relay/MCSFE_addFavoriteGame
 * and POST /wps/relay/MCSFE_removeFavoriteGame. Both answer the new `FavouriteIds`.
 */
export interface FavouriteRequest {
  nodeId: number;
  vendor: string;
  gameType: GameCategory;
}

/** GET /wps/relay/MCSFE_getFavoriteGames (token): the node ids of the member's favourites. */
export type FavouriteIds = number[];

/**
 * GET /wps/relay/MCSFE_getFavoriteGameList (token; clientType 3, platform flash, language,
 * pageNo 1, pageSize 28, gameType): the favourites, newest first.
 */
export interface FavouriteList {
  content: Game[];
  totalPages: number;
  totalCount: number;
}

/** GET /wps/relay/GCS_recentGame (token; clientType 3, vassalage, language, pageNo, pageSize). */
export interface RecentGames {
  /** Most recent launch first, each game once, at most 50 in all. */
  list: Game[];
  totalPages: number;
  totalCount: number;
}

/** GET /wps/relay/GCSGAME_getVassGameType (token): the classifications of a vendor's games. */
export interface VendorGameTypes {
  vassalage: string;
  gameClassify: string[];
}

/** GET /wps/relay/GLS2_roomList (token; vassalage): rooms of a card-game vendor. */
export interface CardRoom {
  roomId: string;
  vassalage: string;
  roomName: string;
  minBet: number;
  players: number;
}

/**
 * POST /wps/game/launchGame (token), with a `Language` header (spec section 4). A game
 * launches with its `nodeId`; a vendor card (isGame 'GAME') launches the vendor's lobby with
 * `nodeId: 0` and its `vassalage`, and a card room with `nodeId: 0` and `gameId` = `roomId`.
 */
export interface LaunchRequest {
  gameId: string;
  nodeId: number;
  accountType: 1;
  confirmTrans: 0;
  vassalage: string;
  launchMode: 'GLS';
  platform: 'html5-desktop';
  clientType: 3;
  username: string;
  merchantCode: string;
  language: string;
}

/**
 * What the launch answers: the address of the game (an iframe URL on the launch CDN). The
 * session token never travels in it: the platform issues a one-time launch ticket instead.
 */
export interface LaunchResult {
  game_url: string;
  game_url2?: string;
}

/** Prize modes of the lottery (spec section 1). */
export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';

/** GET /lgw/vn/games/game_menu?prizeMode=&device=&language=: lottery games grouped. */
export interface LotteryMenu {
  gameGroupCode: string;
  labelName: string;
  gameMenus: LotteryGame[];
}
export interface LotteryGame {
  gameCode: string;
  labelName: string;
  prizeMode: PrizeMode;
  /** Seconds between draws. */
  drawInterval: number;
}

/** GET /lgw/games/popular?count=20 */
export type PopularLotteryGames = LotteryGame[];

/** GET /lgw/vn/games/game_menu/recent (token): lottery games the member opened, newest first. */
export type RecentLottery = LotteryGame[];

/** GET /lgw/vn/numeros/opened/game?gameCode=&count=100: the latest draws, newest first. */
export interface OpenedNumber {
  gameCode: string;
  /** The draw's number (issue). */
  numero: string;
  /** Drawn numbers, e.g. '12,45,78'. */
  result: string;
  /** Epoch milliseconds. */
  openTime: number;
}

/**
 * GET /lotto/lgw/games/opened/numero?gameCode= (token): the draw open for betting now and the
 * last result.
 */
export interface OpenNumero {
  gameCode: string;
  /** Issue of the next draw. */
  numero: string;
  /** Epoch ms of the next draw. */
  openTime: number;
  /** Epoch ms when betting on it closes. */
  closeTime: number;
  previous: OpenedNumber | null;
}

/**
 * The lottery lobby launch (lottoArea VN, launchMode LOTT, lottoGameCode, lottoView, backUrl):
 * POST /wps/game/launchGame (token) with this body; it answers a `LaunchResult`.
 */
export interface LotteryLaunchRequest {
  lottoArea: 'VN';
  launchMode: 'LOTT';
  lottoGameCode: string;
  lottoView: 'betting' | 'lobby';
  device: 'WEB';
  backUrl: string;
  language: string;
  /**
   * Ours (the spec names no field for it): the play type a named game's betting view opens on
   * (`/lottery?playType=`); the game's default when absent or not offered.
   */
  lottoPlayType?: string;
}

/**
 * What a demo game page served by the simulated platform posts to its parent window after every
 * settled round, so the app can refresh the header balance at once (to its own origin, or to
 * `'*'` from the opaque origin of a sandbox without allow-same-origin).
 */
export interface GameFrameMessage {
  type: 'demo-game:settled';
  /** The member's `sumBalance` after the round. */
  sumBalance: number;
}

/**
 * A platform call a game page in an opaque sandbox asks its parent to make for it
 * (`src/platform/game-frame-relay.ts`): a POST of `body` as JSON to `path`, resolved against
 * the game's address and kept under its folder. The parent answers with `GameFrameAnswer`.
 */
export interface GameFrameCall {
  channel: 'game-frame';
  type: 'call';
  /** Chosen by the page, echoed in the answer. */
  id: number;
  path: string;
  body: unknown;
}

/** The parent's answer to a `GameFrameCall`: the HTTP status (0: no answer) and JSON body. */
export interface GameFrameAnswer {
  channel: 'game-frame';
  type: 'answer';
  id: number;
  status: number;
  body: unknown;
}
