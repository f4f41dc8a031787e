/**
 * Wire types of the platform API (spec section 3 and 7).
 *
 * Both sides use them: `src/api` (the client) and `mock-server` (the simulated platform),
 * so the two cannot drift. They live in `schemas/` because `mock-server` may not import `src/`.
 * Where the spec is silent about a shape, the choice is written in `mock-server/README.md`.
 */

/** Every response: `{ success, value, message }`. */
export interface Envelope<T> {
  success: boolean;
  value: T;
  message: string | null;
}

export const GAME_CATEGORIES = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'INHOUSE',
  'COCKFIGHT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Whitelabel module flags the product reads (spec section 3), plus REFERRAL3 (our choice). */
export const WHITELABEL_FLAGS = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'CBS3',
  'PTSYS3',
  'CHNGPASSMAIL3',
  'CHNGPASSVERIF3',
  'REFERRAL3',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

/** A node of the whitelabel tree: `enabled: '1'` is on. */
export interface WhitelabelNode {
  modId: string;
  enabled: '0' | '1';
  childrenNodes: WhitelabelNode[];
}

export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** Server-supplied rule for one registration field. `acceptedPattern: '*'` accepts anything. */
export interface RegisterFieldRule {
  enabled: boolean;
  required: boolean;
  patternId: number;
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
}
export type RegisterRules = Partial<Record<RegisterField, RegisterFieldRule>>;

export const RESOURCE_TYPES = [
  'AFFILIATELINK',
  'TELEGRAM',
  'TELEGRAM2',
  'FACEBOOK',
  'INSTAGRAM',
  'USDJUMP',
  'SpeedTest',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export interface Resource {
  resourceType: ResourceType;
  url: string;
  qrCodeUrl?: string;
  labelNameEn: string;
}

export type CustomerServiceType = 'LIVECHAT' | 'VIP' | 'COMM100';
export interface CustomerServiceEntry {
  csType: CustomerServiceType;
  path: string;
  title: string;
}

export interface MaintenanceInfo {
  /** ISO 8601 end of the maintenance window. */
  endTime: string;
  message: string;
}

export interface RegionRestriction {
  message: string;
}

/** GET /wps/system/permission?url=<host> */
export interface PermissionConfig {
  info: {
    whitelabel: WhitelabelNode[];
    registerRules: RegisterRules;
    resources: Resource[];
    customerService: CustomerServiceEntry[];
    analytics: { gtagId: string };
    imageCDNs: string[];
    launchGameCDNs: string[];
    /** Languages the platform offers for this merchant (codes such as 'vi', 'en'). */
    languages: string[];
    /** RSA-OAEP public key (SPKI, base64) for encrypted bodies. */
    publicKey: string;
  };
  location: { ip: string; country: string };
  maintenance: MaintenanceInfo | null;
  regionRestriction: RegionRestriction | null;
}

/** GET /wps/system/status: 0 normal, 1 maintenance, 2 region restriction. */
export type SystemStatusCode = 0 | 1 | 2;
export interface SystemStatus {
  status: SystemStatusCode;
  maintenance: MaintenanceInfo | null;
  location: { ip: string; country: string };
}

/** GET /wps/system/whitelabel: what the site shows about the merchant. */
export interface SiteConfig {
  merchantCode: string;
  siteName: string;
  defaultLanguage: string;
  languages: string[];
  currency: { symbol: string; code: string; locale: string };
}

/** GET /wps/system/setting/register */
export interface RegisterSettings {
  rules: RegisterRules;
  mobileRegistration: boolean;
  usernameRegistration: boolean;
  smsVerification: boolean;
}

/** Linkage of a banner: none, an in-app path, or an external http(s) URL. */
export type BannerLinkageType = 'NONE' | 'INTERNAL' | 'EXTERNAL';
export interface Banner {
  bannerId: number;
  groupName: string;
  /** Image URL (same origin in demo mode). */
  url: string;
  title: string;
  linkageType: BannerLinkageType;
  linkUrl: string | null;
}

export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';
export interface Announcement {
  id: number;
  type: AnnouncementType;
  group: 'popup' | 'player' | 'banners' | 'promotion';
  title: string;
  /** Server HTML: always sanitised before it is shown. */
  content: string;
  /** Epoch milliseconds. */
  createTime: number;
}
export interface Page<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}

export interface HelpArticle {
  id: string;
  title: string;
  /** Server HTML: always sanitised before it is shown. */
  content: string;
}
export interface HelpCategory {
  id: string;
  title: string;
  articles: HelpArticle[];
}

export interface DomainRoute {
  domain: string;
  speed: number;
}

/** isGame: 'VASSALAGE' opens a game list of the vendor, 'GAME' launches directly. */
export interface VendorCard {
  vassalage: string;
  accountTypeName: string;
  gameCategory: GameCategory;
  isHot: 0 | 1;
  smallIcon: string;
  isGame: 'GAME' | 'VASSALAGE';
}
/** GET /wps/relay/GCSGAME_newGameVendor */
export interface VendorGroup {
  gameCategory: GameCategory;
  vendors: VendorCard[];
}
/** GET /lgw/games/game_menus */
export interface GameMenuEntry {
  gameCategory: GameCategory;
  title: string;
  gameClassify: string[];
  cards: VendorCard[];
}
