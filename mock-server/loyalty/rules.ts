import type { Brand } from '#brands/brand.types.ts';
import type { PointsConfig } from '#schemas/loyalty-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { balanceScale } from '#mock-server/seeds/members.seed.ts';

/**
 * The platform's day: its servers keep Vietnam time (UTC+7, no daylight saving), whatever the
 * visitor's time zone. A sign-in, a mission and its claim count on this date.
 */
const PLATFORM_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** yyyy-MM-dd of `now` on the platform's clock. */
export function platformDay(now: number): string {
  return new Date(now + PLATFORM_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day before `day` (yyyy-MM-dd). */
export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of `day`'s week (yyyy-MM-dd). */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}

/** A stable number in [0, 1) for the parts (FNV-1a): derived data, no draw from the seed's faker. */
export function hashUnit(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 0x100000000;
}

/** Minor units per major unit shown (VND and IDR count in thousands, like balances). */
export const moneyScale = (brand: Brand) => balanceScale(brand.app.currency.code) * 100;

/** The point mall's settings of a brand. */
export function pointsConfig(brand: Brand): PointsConfig {
  const scale = balanceScale(brand.app.currency.code);
  return {
    // 1 point is worth 0.01 of the currency ($0.01, or 10 ₫ where balances count in thousands).
    minorPerPoint: scale,
    minConvertPoints: 100,
    // 1 point per 10 of the currency of valid bet or deposit.
    earnPerMinor: 1000 * scale,
  };
}

/** PTSYS3: the point mall exists on this brand. */
export const pointMallOn = (ctx: PlatformContext) => Boolean(ctx.brand.platform.whitelabel.PTSYS3);

/** REFERRAL3: refer and earn exists on this brand. */
export const referralOn = (ctx: PlatformContext) =>
  Boolean(ctx.brand.platform.whitelabel.REFERRAL3);

/** Largest quantity of one item in one redemption. */
export const MAX_REDEEM_QUANTITY = 10;

/** Streak days 1 to 7 pay these (in major units of a dollar brand; scaled like balances). */
export const STREAK_REWARDS = [1, 2, 3, 5, 8, 10, 20] as const;

/** The streak rewards of a brand, minor units. */
export const streakRewardsMinor = (brand: Brand) =>
  STREAK_REWARDS.map((amount) => amount * moneyScale(brand));
