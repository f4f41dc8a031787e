/**
 * Record schemas of the simulated platform's collections. Each is checked against the wire
 * type in `schemas/platform-api.ts` with `satisfies`, so a record cannot drift from what the
 * front end reads; records may carry extra fields that handlers strip or use for queries.
 */
import { z } from 'zod';
import {
  GAME_CATEGORIES,
  type Announcement,
  type Banner,
  type HelpArticle,
  type VendorCard,
} from '#schemas/platform-api.ts';

export const bannerModel = z.object({
  bannerId: z.number().int(),
  groupName: z.string(),
  url: z.string(),
  title: z.string(),
  linkageType: z.enum(['NONE', 'INTERNAL', 'EXTERNAL']),
  linkUrl: z.string().nullable(),
}) satisfies z.ZodType<Banner>;

export const announcementModel = z.object({
  id: z.number().int(),
  type: z.enum(['B', 'PL', 'PU', 'PR', 'H']),
  group: z.enum(['popup', 'player', 'banners', 'promotion']),
  title: z.string(),
  content: z.string(),
  createTime: z.number().int(),
}) satisfies z.ZodType<Announcement>;

export const helpArticleModel = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  lang: z.string(),
  categoryId: z.string(),
  categoryTitle: z.string(),
  /** Position of the category, then of the article inside it. */
  categoryOrder: z.number().int(),
  order: z.number().int(),
}) satisfies z.ZodType<HelpArticle>;
export type HelpArticleRecord = z.infer<typeof helpArticleModel>;

export const vendorModel = z.object({
  vassalage: z.string(),
  accountTypeName: z.string(),
  gameCategory: z.enum(GAME_CATEGORIES),
  isHot: z.union([z.literal(0), z.literal(1)]),
  smallIcon: z.string(),
  isGame: z.enum(['GAME', 'VASSALAGE']),
  /** Menu order: the category's position in the brand, then the vendor's. */
  order: z.number().int(),
}) satisfies z.ZodType<VendorCard>;
export type VendorRecord = z.infer<typeof vendorModel>;

/** Member types (spec section 4): 0 member, 1/2/41/42 agents, 4 trial. */
export const MEMBER_TYPES = [0, 1, 2, 4, 41, 42] as const;

/** Minimal member: enough for a token check; login and profile fields come later. */
export const memberModel = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.union(MEMBER_TYPES.map((type) => z.literal(type))),
  rankLevel: z.number().int(),
  language: z.string(),
  mobileNum: z.string().nullable(),
});
export type MemberRecord = z.infer<typeof memberModel>;

export const sessionModel = z.object({
  token: z.string(),
  memberId: z.number().int(),
  /** Epoch ms, from the platform clock. */
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
});
export type SessionRecord = z.infer<typeof sessionModel>;
