import type { SignInStatus } from '#schemas/loyalty-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { platformDay, previousDay, streakRewardsMinor } from '#mock-server/loyalty/rules.ts';
import { postMovement } from '#mock-server/money/ledger.ts';

const signedDaysOf = (ctx: PlatformContext, memberId: number) =>
  new Set(ctx.db.signIns.findMany((q) => q.where({ memberId })).map((record) => record.day));

/** Days in a row ending on `day` (0 when `day` is not signed). */
function streakEndingOn(days: ReadonlySet<string>, day: string): number {
  let streak = 0;
  for (let at = day; days.has(at); at = previousDay(at)) streak += 1;
  return streak;
}

/** The calendar's data: today on the platform's clock, this month's signed days, the streak. */
export function signInStatusOf(ctx: PlatformContext, memberId: number): SignInStatus {
  const today = platformDay(ctx.clock.now());
  const days = signedDaysOf(ctx, memberId);
  const signedToday = days.has(today);
  return {
    today,
    signedToday,
    streak: streakEndingOn(days, signedToday ? today : previousDay(today)),
    signedDays: [...days].filter((day) => day.startsWith(today.slice(0, 7))).sort(),
    rewardsMinor: streakRewardsMinor(ctx.brand),
  };
}

export type SignInOutcome =
  | { ok: true; day: string; streak: number; rewardMinor: number }
  | { ok: false; reason: 'alreadySigned' };

/**
 * Signs today in, once per platform day, and pays the streak day's reward (day 8 pays day
 * 1's again) into the balance through the ledger.
 */
export async function signInToday(ctx: PlatformContext, memberId: number): Promise<SignInOutcome> {
  const now = ctx.clock.now();
  const today = platformDay(now);
  const days = signedDaysOf(ctx, memberId);
  if (days.has(today)) return { ok: false, reason: 'alreadySigned' };
  const streak = streakEndingOn(days, previousDay(today)) + 1;
  const rewards = streakRewardsMinor(ctx.brand);
  const rewardMinor = rewards[(streak - 1) % rewards.length] ?? 0;
  await ctx.db.signIns.create({
    id: `${ctx.db.signIns.all().length + 1}`,
    memberId,
    day: today,
    at: now,
    rewardMinor,
  });
  await postMovement(ctx, {
    memberId,
    kind: 'bonus',
    amountMinor: rewardMinor,
    status: 'completed',
    referencePrefix: 'SI',
    channel: 'signIn',
  });
  return { ok: true, day: today, streak, rewardMinor };
}
