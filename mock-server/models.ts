/**
 * Record schemas of the simulated platform's collections. Each is checked against the wire
 * type in `schemas/platform-api.ts` with `satisfies`, so a record cannot drift from what the
 * front end reads; records may carry extra fields that handlers strip or use for queries.
 */
import * as z from 'zod/mini';
import {
  GAME_CATEGORIES,
  type Announcement,
  type Banner,
  type HelpArticle,
  type VendorCard,
} from '#schemas/platform-api.ts';

export const bannerModel = z.object({
  bannerId: z.int(),
  groupName: z.string(),
  url: z.string(),
  title: z.string(),
  linkageType: z.enum(['NONE', 'INTERNAL', 'EXTERNAL']),
  linkUrl: z.nullable(z.string()),
}) satisfies z.ZodMiniType<Banner>;

export const announcementModel = z.object({
  id: z.int(),
  type: z.enum(['B', 'PL', 'PU', 'PR', 'H']),
  group: z.enum(['popup', 'player', 'banners', 'promotion']),
  title: z.string(),
  content: z.string(),
  createTime: z.int(),
}) satisfies z.ZodMiniType<Announcement>;

export const helpArticleModel = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  lang: z.string(),
  categoryId: z.string(),
  categoryTitle: z.string(),
  /** Position of the category, then of the article inside it. */
  categoryOrder: z.int(),
  order: z.int(),
}) satisfies z.ZodMiniType<HelpArticle>;
export type HelpArticleRecord = z.infer<typeof helpArticleModel>;

export const vendorModel = z.object({
  vassalage: z.string(),
  accountTypeName: z.string(),
  gameCategory: z.enum(GAME_CATEGORIES),
  isHot: z.union([z.literal(0), z.literal(1)]),
  smallIcon: z.string(),
  isGame: z.enum(['GAME', 'VASSALAGE']),
  /** Menu order: the category's position in the brand, then the vendor's. */
  order: z.int(),
}) satisfies z.ZodMiniType<VendorCard>;
export type VendorRecord = z.infer<typeof vendorModel>;

/** Member types (spec section 4): 0 member, 1/2/41/42 agents, 4 trial. */
export const MEMBER_TYPES = [0, 1, 2, 4, 41, 42] as const;

/**
 * The extras a registration form asks for (real name, contacts, ID number), trimmed; null for
 * a field the brand's form does not ask for or the player left empty. Later features (profile,
 * withdrawal) read them.
 */
export const memberProfileModel = z.object({
  /** Real name: withdrawals go to an account in this name. */
  payeeName: z.nullable(z.string()),
  qqNum: z.nullable(z.string()),
  line: z.nullable(z.string()),
  whatsapp: z.nullable(z.string()),
  zalo: z.nullable(z.string()),
  facebook: z.nullable(z.string()),
  wechat: z.nullable(z.string()),
  idNumber: z.nullable(z.string()),
});
export type MemberProfile = z.infer<typeof memberProfileModel>;
/** The registration fields kept in a member's `profile`. */
export const MEMBER_PROFILE_FIELDS = Object.keys(
  memberProfileModel.shape,
) as (keyof MemberProfile)[];

/** A member account. Passwords are kept in clear: this is a demo, never a real platform. */
export const memberModel = z.object({
  id: z.int(),
  account: z.string(),
  nickname: z.string(),
  type: z.union(MEMBER_TYPES.map((type) => z.literal(type))),
  rankLevel: z.int(),
  language: z.string(),
  /** National number as the member typed it at registration, e.g. '0912345678'. */
  mobileNum: z.nullable(z.string()),
  /** e.g. '+84'; null when the member has no mobile number. */
  countryDialingCode: z.nullable(z.string()),
  email: z.nullable(z.string()),
  password: z.string(),
  /** The member must change the password (PWDEXPFORCECHANGE3 makes the front end insist). */
  passwordExpired: z.boolean(),
  /** Epoch ms of the last login; null: the next login is the first. */
  lastLoginAt: z.nullable(z.int()),
  /** Main wallet, in the brand's currency. Game wallets are in `gameWallets`. */
  balance: z.number(),
  /** The agent this member belongs to, if any. */
  uplineId: z.nullable(z.int()),
  memberLabels: z.array(z.string()),
  /**
   * Withdrawal (payment) password set at registration, kept in clear like `password`; null
   * when the brand's form does not ask for one. Optional like `registration`.
   */
  paymentPassword: z.optional(z.nullable(z.string())),
  /** The extras the registration form asked for; optional like `registration`. */
  profile: z.optional(memberProfileModel),
  /**
   * What a registration sent besides the form (PUT /wps/member/register), kept as sent (the
   * referral code trimmed, null when empty).
   * Optional: seeded, trial and social members have none, and members saved in a browser
   * before registration existed still load.
   */
  registration: z.optional(
    z.object({
      referralCode: z.nullable(z.string()),
      recommenderId: z.nullable(z.string()),
      registerUrl: z.nullable(z.string()),
      registerMethod: z.nullable(z.string()),
      domain: z.nullable(z.string()),
      affiliateCode: z.nullable(z.string()),
      /** When the registration went through (platform clock); older saved members lack it. */
      registeredAt: z.optional(z.int()),
    }),
  ),
});
export type MemberRecord = z.infer<typeof memberModel>;

/** Money a member moved into one vendor's game wallet (POST /wps/relay/GCS_walletTransfer). */
export const gameWalletModel = z.object({
  memberId: z.int(),
  vassalage: z.string(),
  balance: z.number(),
});

/** A captcha image handed out by GET /wps/captcha; single use. */
export const captchaModel = z.object({
  id: z.string(),
  answer: z.string(),
  expiresAt: z.int(),
});

/** Failed logins in a row for one username (lower case); gone after a successful login. */
export const loginFailureModel = z.object({
  username: z.string(),
  count: z.int(),
});

/** Purpose of an SMS code: sign in or reset by phone ('login'), or registration. */
export const SMS_PURPOSES = ['login', 'register'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** One SMS code sent (and put in the demo inbox). */
export const smsCodeModel = z.object({
  /** Normalised number: dial code digits + national number without leading zeros. */
  to: z.string(),
  purpose: z.enum(SMS_PURPOSES),
  code: z.string(),
  sentAt: z.int(),
  expiresAt: z.int(),
  used: z.boolean(),
  /** Wrong codes tried against this one; at `SMS_CODE_TRIES` it is used up. */
  tries: z.optional(z.int()),
});
export type SmsCodeRecord = z.infer<typeof smsCodeModel>;

/** Rate-limit state of one number: sends before `windowStart` no longer count. */
export const smsLimitModel = z.object({
  to: z.string(),
  blockedUntil: z.int(),
  windowStart: z.int(),
});

export const sessionModel = z.object({
  token: z.string(),
  memberId: z.int(),
  /** Epoch ms, from the platform clock. */
  createdAt: z.int(),
  expiresAt: z.int(),
  /** The last call with this token; idle longer than `SESSION_IDLE_MS`, the session is over. */
  lastUsedAt: z.optional(z.int()),
});
export type SessionRecord = z.infer<typeof sessionModel>;

/** An agent's invitation (affiliate) code: a registration with it gets the agent as upline. */
export const affiliateCodeModel = z.object({
  /** Upper case; codes are compared case-insensitively. */
  code: z.string(),
  agentId: z.int(),
});

/**
 * An identity token the simulated phone-auth provider issued for a verified phone: the
 * registration accepts it once, for that phone, until it expires (`phone-auth.ts`).
 */
export const phoneAuthTokenModel = z.object({
  token: z.string(),
  /** E.164, as the provider verified it: '+84933445566'. */
  phoneNumber: z.string(),
  expiresAt: z.int(),
});
export type PhoneAuthTokenRecord = z.infer<typeof phoneAuthTokenModel>;

/** A slider puzzle handed out by GET /wps/verification/slider; answered once. */
export const sliderChallengeModel = z.object({
  id: z.string(),
  /** Left edge of the hole, in background pixels: the answer. */
  x: z.int(),
  expiresAt: z.int(),
});

/** A solved slider: spent by the next protected call (registration), right or wrong. */
export const sliderTicketModel = z.object({
  ticket: z.string(),
  expiresAt: z.int(),
});

/** A game a member marked as favourite (by node id in the procedural catalogue). */
export const favouriteModel = z.object({
  memberId: z.int(),
  nodeId: z.int(),
  /** Epoch ms; the favourites list shows the newest first. */
  addedAt: z.int(),
});

/** The last launch of a game by a member (one record per member and game). */
export const recentGameModel = z.object({
  memberId: z.int(),
  nodeId: z.int(),
  playedAt: z.int(),
});

/** The last opening of a lottery game by a member (lobby launch). */
export const recentLotteryModel = z.object({
  memberId: z.int(),
  gameCode: z.string(),
  playedAt: z.int(),
});

/** What a launch opens: the slot page or the one-round page of the other categories. */
export const DEMO_GAME_PAGES = ['slot', 'round'] as const;
export type DemoGamePage = (typeof DEMO_GAME_PAGES)[number];

/** What was launched, as the demo game page needs it. */
const launchedGame = {
  memberId: z.int(),
  /** The session the launch came from: the game stops when it ends (logout, expiry). */
  sessionToken: z.string(),
  page: z.enum(DEMO_GAME_PAGES),
  /** 0 for a vendor lobby or a room. */
  nodeId: z.int(),
  vassalage: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  /** The game's, room's or lottery game's id. */
  gameId: z.string(),
  title: z.string(),
  minBet: z.number(),
  language: z.enum(['vi', 'en']),
};

/** A one-time launch ticket: the game URL carries it instead of the session token. */
export const launchTicketModel = z.object({
  ticket: z.string(),
  expiresAt: z.int(),
  ...launchedGame,
});
export type LaunchTicketRecord = z.infer<typeof launchTicketModel>;

/** A demo game page in play: made when its ticket is spent; its rounds settle on the wallet. */
export const gameSessionModel = z.object({
  id: z.string(),
  /** Seeds the outcomes: round n of a session always gives the same result. */
  seed: z.string(),
  rounds: z.int(),
  ...launchedGame,
});
export type GameSessionRecord = z.infer<typeof gameSessionModel>;

/** What moved a member's money (the records pages filter by it). */
export const TRANSACTION_KINDS = [
  'deposit',
  'withdrawal',
  'transfer',
  'bonus',
  'bet',
  'payout',
  'adjustment',
  'income',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/**
 * Where a movement stands: `pending` and `failed` have not touched the balance; `processing`
 * (a withdrawal waiting for the operator) and `completed` have; `rejected` was given back.
 */
export const TRANSACTION_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
  'rejected',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** One movement of a member's main wallet, written by `money/ledger.ts`. */
export const transactionModel = z.object({
  id: z.string(),
  memberId: z.int(),
  kind: z.enum(TRANSACTION_KINDS),
  /** Signed, in minor units (hundredths of the brand's currency): a credit is positive. */
  amountMinor: z.int(),
  /** The main wallet after the movement, in minor units; for a pending one, the balance then. */
  balanceAfterMinor: z.int(),
  status: z.enum(TRANSACTION_STATUSES),
  /** The reference a member quotes (and copies for a bank transfer), e.g. 'DP2611270001'. */
  reference: z.string(),
  /** The channel: a deposit method ('bank', 'usdt', ...), a vendor, a withdrawal account. */
  channel: z.nullable(z.string()),
  createdAt: z.int(),
  updatedAt: z.int(),
});
export type TransactionRecord = z.infer<typeof transactionModel>;

/**
 * The first answer to a money call sent with an idempotency key: a repeat of the same form
 * (double click, second tab, retry) gets this answer again instead of moving money twice.
 */
export const idempotencyModel = z.object({
  /** `<memberId>:<endpoint name>:<key>`. */
  id: z.string(),
  status: z.int(),
  /** The response body as sent. */
  body: z.string(),
  createdAt: z.int(),
});
