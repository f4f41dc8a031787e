/**
 * Wire types of the platform API (spec section 3 and 7).
 *
 * Both sides use them: `src/api` (the client) and `mock-server` (the simulated platform),
 * so the two cannot drift. They live in `schemas/` because `mock-server` may not import `src/`.
 * Where the spec is silent about a shape, the choice is written in `mock-server/README.md`.
 */
import type { TwoStepChallenge } from './account-api.ts';

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

/** Promotion category of the register page's carousel (spec sections 2 and 9). */
export const NEW_PLAYER_PROMOTION_CATEGORY = 'new_player';

/**
 * One promotion of `GET /wps/promotion/list?category=<category>` (our path: the spec names no
 * call). `title` comes in the language of the request's `Language` header (vi when the
 * platform has no text in it).
 */
export interface Promotion {
  id: number;
  /** e.g. 'new_player' (the register page's), 'deposit', 'cashback'. */
  category: string;
  title: string;
  /** Image URL (same origin in demo mode). */
  image: string;
  /** The promotion's own page, an in-app path such as '/promoDetail/7'. */
  linkUrl: string;
}

/*
 * The simulated external phone-auth provider (demo builds only): not a platform call. The
 * registration form asks it to verify a phone, then sends its `idToken` to the platform as
 * `firebaseIdToken` (spec section 3). Shapes follow a phone-auth provider's REST calls.
 */

/** Error codes of an external phone-auth provider (spec section 8). */
export type PhoneAuthErrorCode =
  | 'auth/invalid-phone-number'
  | 'auth/missing-phone-number'
  | 'auth/too-many-requests'
  | 'auth/invalid-verification-code'
  | 'auth/missing-verification-code'
  | 'auth/captcha-check-failed'
  | 'auth/quota-exceeded'
  | 'auth/operation-not-allowed'
  | 'auth/code-expired'
  | 'auth/popup-closed-by-user';

/** `POST /mock-phone-auth/send`: texts a 6-digit code to `phoneNumber` (E.164, '+84933445566'). */
export interface PhoneAuthSendRequest {
  phoneNumber: string;
}
/** The verification the code belongs to, until it expires. */
export interface PhoneAuthSession {
  sessionInfo: string;
  /** Epoch ms after which the code is refused ('auth/code-expired'). */
  expiresAt: number;
}
/** `POST /mock-phone-auth/verify`. */
export interface PhoneAuthVerifyRequest {
  sessionInfo: string;
  code: string;
}
/** A verified phone: `idToken` is what the platform accepts as `firebaseIdToken`. */
export interface PhoneAuthVerified {
  idToken: string;
  phoneNumber: string;
}
/** The `value` of a refused provider call. */
export interface PhoneAuthFailure {
  code: PhoneAuthErrorCode;
}

/**
 * One entry of the online customer-service answer (spec section 7). Type '3' carries the
 * encrypted chat URL (`customer-service-cipher.ts`); '1' and '2' are not used by the web.
 */
export interface CustomerServicePathEntry {
  type: '1' | '2' | '3';
  path: string;
}

/** `GET /wps/relay/MCSFE_getOnlineCustomerService` (token optional). */
export interface OnlineCustomerService {
  version: { pathList: CustomerServicePathEntry[] };
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

/* Account and session (spec sections 3 and 7). Choices where the spec is silent are written in
 * mock-server/README.md. */

/** `type` of a login: username and password, SMS code, or '' (the plain call: username). */
export type LoginType = 'sms' | 'username' | '';

/** POST /wps/session/login (encrypted). */
export interface LoginRequest {
  username?: string;
  password?: string;
  /** SMS code of an SMS login. */
  verificationCode?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  /** The characters of the captcha image, once the platform asks for one. */
  captcha?: string;
  /** Which captcha `captcha` answers: the `Captcha-Id` header of GET /wps/captcha. */
  captchaId?: string;
  type: LoginType;
  /** Result of the bot check (slider); the simulated platform accepts any value. */
  botTicket?: string;
}

/** Value of a successful login, free play or phone reset. */
export interface LoginResult {
  token: string;
  /** The account has never logged in before. */
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /**
   * A login from an IP the member has not used (spec section 8): `token` is empty until one
   * more proof is given (POST /wps/session/login/twoStep).
   */
  twoStep?: TwoStepChallenge;
}

/** `value` of a failed login: `captcha: true` means the next attempt needs a captcha. */
export interface LoginFailureValue {
  captcha?: boolean;
}

/** VIP rank shown beside the nickname; rankLevel above 4 uses the VIP service. */
export interface ClubLabel {
  labelName: string;
  color: string;
  color2: string;
  rankLevel: number;
}

/** GET /wps/member/info (token). */
export interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  /** 0 member; 1, 2, 41, 42 agents; 4 trial. */
  type: number;
  /** The member has an upline it may transfer money to. */
  toUpline: boolean;
  clubLabel: ClubLabel;
  memberLabel: { labelName: string }[];
}

/** GET /wps/v2/wallets/balance (token). */
export interface Balance {
  sumBalance: number;
}

/** GET /wps/relay/MCSFE_getUnreadCount (token): unread messages of the member's inbox. */
export interface UnreadCount {
  count: number;
}

/**
 * POST /wps/verification/sms/noLogin (login, phone reset: `mobileNum`) and
 * POST /wps/verification/sms/register (registration: `mobileNo`).
 */
export interface SmsRequest {
  countryDialingCode?: string;
  mobileNum?: string;
  mobileNo?: string;
  /** Registration variant: 'username' (a username form with a mobile field) or 'mobile'. */
  type?: 'username' | 'mobile';
  /** The username being registered (username variant). */
  username?: string;
  /** A solved slider's single-use ticket (spec section 3: the SMS request carries it). */
  botTicket?: string;
}

/** Answer of an SMS request: minutes until a new code may be asked, or when (epoch ms). */
export interface SmsResult {
  expiredMinutes?: number;
  expirationTime?: number;
}

/** POST /wps/member/password (token, encrypted). */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /wps/member/password/email, form-encoded. */
export interface EmailResetRequest {
  username: string;
  email: string;
}

/** POST /wps/member/password/verification (encrypted). */
export interface PhoneResetRequest {
  newPassword: string;
  confirmNewPassword?: string;
  mobileNum: string;
  countryDialingCode?: string;
  verificationCode: string;
  botTicket?: string;
}

/** Identity providers a brand may offer as social sign-in (`app.socialSignIn`). */
export const SOCIAL_SIGN_IN_PROVIDERS = ['google', 'facebook', 'zalo'] as const;
export type SocialSignInProvider = (typeof SOCIAL_SIGN_IN_PROVIDERS)[number];

/**
 * Body of POST /wps/session/login/social (plain JSON: the token comes from the provider, not
 * from a secret the player typed). The simulated provider issues `sim:<provider>:<subject>`.
 */
export interface SocialLoginRequest {
  provider: SocialSignInProvider;
  /** The provider's identity token for the player. */
  idToken: string;
}

/** POST /wps/session/login/freeplay. */
export interface FreePlayRequest {
  os: string;
  platform: 'W';
  /** A random string encrypted for the platform (proves the caller holds its public key). */
  nonce: HybridPayload;
  gatewayVersion: 3;
}

/**
 * Body of an encrypted call, all fields base64: `key` is a random AES-256-GCM key wrapped with
 * RSA-OAEP (SHA-256) for `PermissionConfig.info.publicKey`; `iv` 12 bytes; `data` the
 * ciphertext of the JSON body followed by its 16-byte tag.
 */
export interface HybridPayload {
  key: string;
  iv: string;
  data: string;
}

/** GET /wps/system/domainRoute */
export interface DomainRoutes {
  domainList: DomainRoute[];
}

/** POST /wps/member/language (token). */
export interface LanguageUpdate {
  language: string;
}

/** GET /wps/system/location: where the visitor is and the dial code the SMS forms start with. */
export interface CountryCode {
  ip: string;
  /** ISO 3166-1 alpha-2, e.g. 'VN'. */
  country: string;
  /** e.g. '+84'. */
  countryDialingCode: string;
}

/** POST /wps/relay/GCS_walletTransfer (token; refused to trial accounts). */
export interface WalletTransferRequest {
  /** Vendor whose game wallet takes ('IN') or gives back ('OUT') the amount. */
  vassalage: string;
  amount: number;
  direction: 'IN' | 'OUT';
}
