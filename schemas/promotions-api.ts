/**
 * Wire types of promotions, activity applications, the bonus centre and the winner board
 * (spec sections 1, 2, 3, 4 and 7). Paths and shapes are ours where the spec is silent; see
 * mock-server/README.md ("Promotions and the bonus centre").
 */

/** Promotion types the list filters by (`?type=` on /promotions). */
export const PROMOTION_TYPES = ['new_player', 'deposit', 'cashback', 'event', 'raffle'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/**
 * How a member takes part: sign up (`join`), send an application with a comment and images
 * (`apply`), or claim a raffle prize (`raffle`).
 */
export type ActivityKind = 'join' | 'apply' | 'raffle';

/**
 * Activity statuses of spec section 4, as the member sees them:
 * - `join`: may sign up; `joined`: signed up (the spec's signed/joined);
 * - `apply`: may apply; `applying`: application under review; `rejected`: refused (may apply
 *   again); `issued`: approved, its bonus waits in the bonus centre; `claimed`: bonus claimed;
 * - `process`: raffle draw in process; `claim`: a raffle prize to claim;
 * - `close`: ended; `comingSoon`: not started.
 */
export const ACTIVITY_STATUSES = [
  'join',
  'joined',
  'apply',
  'applying',
  'rejected',
  'issued',
  'claimed',
  'process',
  'claim',
  'close',
  'comingSoon',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** One promotion card of `GET /wps/promotion/activities`. */
export interface Activity {
  id: number;
  type: PromotionType;
  kind: ActivityKind;
  title: string;
  summary: string;
  image: string;
  /** Epoch ms. */
  startsAt: number;
  endsAt: number;
  /** The bonus it pays (raffle: the member's prize once drawn, else the top prize), minor units. */
  bonusMinor: number;
  /** The caller's status; a guest sees what a member who has done nothing would. */
  status: ActivityStatus;
}

/** An application's record as the member sees it. */
export interface ActivityApplication {
  comment: string;
  /** Names of the attached images. */
  images: string[];
  status: 'applying' | 'rejected' | 'issued';
  appliedAt: number;
  reviewedAt: number | null;
}

/** `GET /wps/promotion/detail?id=`: the card, its terms (HTML, sanitised by the app) and the caller's application. */
export interface ActivityDetail extends Activity {
  termsHtml: string;
  application: ActivityApplication | null;
}

/** `POST /wps/promotion/upload`: one image's description (the file stays in the browser). */
export interface ActivityImageUpload {
  name: string;
  type: string;
  size: number;
}

export interface UploadedImage {
  uploadId: string;
}

/** `POST /wps/promotion/apply`. */
export interface ActivityApplicationRequest {
  id: number;
  /** At most 140 characters (spec section 5). */
  comment: string;
  /** From `POST /wps/promotion/upload`, at most 3. */
  uploadIds: string[];
}

/** `POST /wps/promotion/join` and `POST /wps/promotion/raffle/claim`. */
export interface ActivityRequest {
  id: number;
}

/** A bonus of the bonus centre (`/rewardCenter`). */
export interface Reward {
  id: string;
  title: string;
  amountMinor: number;
  status: 'claimable' | 'claimed' | 'expired';
  /** The promotion that gave it, if any. */
  promotionId: number | null;
  issuedAt: number;
  claimedAt: number | null;
  /** The account record's reference once claimed. */
  reference: string | null;
}

/** `POST /wps/reward/claim`. */
export interface ClaimRewardRequest {
  id: string;
}

/** One line of the winner board (spec section 7), the account masked. */
export interface Winner {
  id: string;
  account: string;
  game: string;
  amountMinor: number;
  at: number;
}

/** Comment limit of an activity application (spec sections 5 and 9). */
export const ACTIVITY_COMMENT_MAX = 140;
