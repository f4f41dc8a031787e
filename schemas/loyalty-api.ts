/**
 * Wire types of the point mall, VIP, daily sign-in, missions and referral (spec sections 1 to
 * 4 and 7). Amounts of money are minor units of the brand's currency; points are whole numbers.
 */

/** Where points come from or go (spec section 3). Points never expire. */
export const POINT_TYPES = [
  'live',
  'lottery',
  'pvp',
  'slots',
  'sports',
  'redeem',
  'deposit',
] as const;
export type PointType = (typeof POINT_TYPES)[number];

/** Redeem statuses (spec section 4: In Process, Rejected, Approved). */
export const REDEEM_STATUSES = ['processing', 'rejected', 'approved'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

export interface PointsBalance {
  points: number;
}

/** The point mall's settings: what a point is worth and the smallest conversion. */
export interface PointsConfig {
  /** Minor units of money one point converts to. */
  minorPerPoint: number;
  /** The fewest points one conversion takes. */
  minConvertPoints: number;
  /** Points are earned per this many minor units of valid bet or deposit. */
  earnPerMinor: number;
}

/** An item of the point mall. */
export interface MallItem {
  id: string;
  name: string;
  /** The points one costs (the points requirement). */
  points: number;
  /** How many are left; 0 is sold out. */
  stock: number;
  /** A colour for the item's tile (items have no pictures offline). */
  color: string;
}

export interface RedeemRequest {
  itemId: string;
  quantity: number;
  /** The member's login password, checked by the platform. */
  password: string;
  idempotencyKey: string;
}

export interface Redemption {
  reference: string;
  itemId: string;
  itemName: string;
  quantity: number;
  points: number;
  status: RedeemStatus;
  /** Epoch ms. */
  appliedAt: number;
}

/** One points record (spec section 3's fields). */
export interface PointRecord {
  reference: string;
  appliedAt: number;
  type: PointType;
  name: string;
  quantity: number;
  pointsRequirement: number;
  amountRequirementMinor: number;
  status: RedeemStatus;
  /** Signed: positive earned, negative spent. */
  changedPoints: number;
  /** Points after this record. */
  balance: number;
  remark: string;
}

export interface PointRecordsQuery {
  /** One point type, or every type when absent. */
  type?: PointType;
}

export interface ConvertPointsRequest {
  points: number;
  password: string;
  idempotencyKey: string;
}

export interface ConvertPointsResult {
  points: number;
  creditedMinor: number;
  balanceMinor: number;
}

/** A refused password says how it was refused. */
export interface PointsPasswordFailure {
  field: 'password' | 'points' | 'quantity' | 'item';
}

// Daily sign-in and missions.

export interface SignInStatus {
  /** The platform's date, yyyy-MM-dd in the platform's time zone. */
  today: string;
  signedToday: boolean;
  /** Days in a row up to today (or yesterday when today is not signed yet). */
  streak: number;
  /** Days of today's month already signed, yyyy-MM-dd. */
  signedDays: string[];
  /** The reward of streak day 1 to 7 (then it starts again), minor units. */
  rewardsMinor: number[];
}

export interface SignInResult {
  day: string;
  streak: number;
  rewardMinor: number;
}

export interface Mission {
  id: string;
  name: string;
  /** The kind of points it pays. */
  type: PointType;
  progress: number;
  target: number;
  rewardPoints: number;
  /** `open` (in progress), `pending` (done, to claim), `claimed`. */
  state: 'open' | 'pending' | 'claimed';
}

export interface MissionSummary {
  missions: Mission[];
  /** Missions done and not yet claimed: the menu's badge. */
  pending: number;
}

export interface ClaimMissionRequest {
  missionId: string;
}

export interface LeaderboardEntry {
  rank: number;
  /** Masked, except the caller's own. */
  nickname: string;
  points: number;
  isMe: boolean;
}

export interface MissionLeaderboard {
  /** The week the board counts, yyyy-MM-dd of its Monday. */
  weekOf: string;
  entries: LeaderboardEntry[];
  me: { rank: number; points: number };
}

// Referral.

export interface ReferredFriend {
  /** Masked account. */
  account: string;
  joinedAt: number;
  depositedMinor: number;
  rewardMinor: number;
  status: 'registered' | 'deposited' | 'rewarded';
}

export interface ReferralInfo {
  code: string;
  /** The registration path with the code; the front end adds its own origin. */
  path: string;
  /** Reward per friend's first deposit, percent. */
  rewardPercent: number;
  totalRewardMinor: number;
  friends: ReferredFriend[];
}

// VIP.

export interface VipLevel {
  level: number;
  name: string;
  color: string;
  color2: string;
  /** Valid bet needed to reach it, minor units. */
  validBetMinor: number;
  upgradeBonusMinor: number;
  birthdayBonusMinor: number;
  rebatePercent: number;
  dailyWithdrawals: number;
}

export interface VipInfo {
  level: number;
  validBetMinor: number;
  levels: VipLevel[];
}
