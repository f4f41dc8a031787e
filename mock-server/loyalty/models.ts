/** Record schemas of the point mall, daily sign-in and missions. */
import * as z from 'zod/mini';
import { POINT_TYPES, REDEEM_STATUSES } from '#schemas/loyalty-api.ts';

const bilingual = z.object({ en: z.string(), vi: z.string() });

/** An item of a brand's point mall; its stock falls with each redemption. */
export const mallItemModel = z.object({
  id: z.string(),
  name: bilingual,
  points: z.int(),
  stock: z.int(),
  color: z.string(),
});
export type MallItemRecord = z.infer<typeof mallItemModel>;

/** One movement of a member's points (spec section 3's points record). */
export const pointRecordModel = z.object({
  id: z.string(),
  memberId: z.int(),
  reference: z.string(),
  appliedAt: z.int(),
  type: z.enum(POINT_TYPES),
  name: bilingual,
  quantity: z.int(),
  pointsRequirement: z.int(),
  amountRequirementMinor: z.int(),
  /** A rejected record gave its points back: it no longer counts. */
  status: z.enum(REDEEM_STATUSES),
  changedPoints: z.int(),
  remark: z.string(),
});
export type PointRecordRecord = z.infer<typeof pointRecordModel>;

/** A redemption of a mall item; its points record has the same reference. */
export const redemptionModel = z.object({
  id: z.string(),
  memberId: z.int(),
  reference: z.string(),
  itemId: z.string(),
  quantity: z.int(),
  points: z.int(),
  status: z.enum(REDEEM_STATUSES),
  appliedAt: z.int(),
});
export type RedemptionRecord = z.infer<typeof redemptionModel>;

/** A day a member signed in on (the platform's date). */
export const signInModel = z.object({
  id: z.string(),
  memberId: z.int(),
  day: z.string(),
  at: z.int(),
  rewardMinor: z.int(),
});
export type SignInRecord = z.infer<typeof signInModel>;

/** A mission reward a member claimed on a day. */
export const missionClaimModel = z.object({
  id: z.string(),
  memberId: z.int(),
  missionId: z.string(),
  day: z.string(),
  points: z.int(),
  at: z.int(),
});
export type MissionClaimRecord = z.infer<typeof missionClaimModel>;
