/** Record schemas of promotion entries, application images and the bonus centre's rewards. */
import * as z from 'zod/mini';

/**
 * What a member did in a promotion: signed up (`joined`), applied (`applying`, then
 * `rejected` or `issued` by the operator), or claimed a raffle prize (`claimed`).
 */
export const activityEntryModel = z.object({
  id: z.string(),
  memberId: z.int(),
  promotionId: z.int(),
  status: z.enum(['joined', 'applying', 'rejected', 'issued', 'claimed']),
  comment: z.string(),
  /** Names of the application's images. */
  images: z.array(z.string()),
  createdAt: z.int(),
  reviewedAt: z.nullable(z.int()),
});
export type ActivityEntryRecord = z.infer<typeof activityEntryModel>;

/** An image described by `POST /wps/promotion/upload`, spent by one application. */
export const activityUploadModel = z.object({
  id: z.string(),
  memberId: z.int(),
  name: z.string(),
  type: z.string(),
  size: z.int(),
  used: z.boolean(),
  createdAt: z.int(),
});
export type ActivityUploadRecord = z.infer<typeof activityUploadModel>;

/** A bonus of the bonus centre; claiming pays it through the ledger (`transactionId`). */
export const rewardModel = z.object({
  id: z.string(),
  memberId: z.int(),
  titleVi: z.string(),
  titleEn: z.string(),
  amountMinor: z.int(),
  status: z.enum(['claimable', 'claimed', 'expired']),
  promotionId: z.nullable(z.int()),
  issuedAt: z.int(),
  claimedAt: z.nullable(z.int()),
  transactionId: z.nullable(z.string()),
});
export type RewardRecord = z.infer<typeof rewardModel>;
