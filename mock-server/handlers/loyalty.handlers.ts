import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { ClaimMissionRequest } from '#schemas/loyalty-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readJson } from '#mock-server/encrypted-body.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { MISSIONS } from '#mock-server/loyalty/catalogue.ts';
import { leaderboardOf, missionsOf } from '#mock-server/loyalty/missions.ts';
import { addPointRecord } from '#mock-server/loyalty/points.ts';
import { referralOf, vipOf } from '#mock-server/loyalty/referral-vip.ts';
import { platformDay, referralOn } from '#mock-server/loyalty/rules.ts';
import { signInStatusOf, signInToday } from '#mock-server/loyalty/sign-in.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { resolve } from '#mock-server/route.ts';

/**
 * Daily sign-in (once per platform day, a streak reward into the balance), missions (claimed
 * once a day each, paying points), their weekly leaderboard, referral (REFERRAL3) and VIP.
 */
export function loyaltyHandlers(ctx: PlatformContext) {
  return [
    resolve(ctx, ENDPOINTS.getSignInStatus, ({ caller }) =>
      ok(signInStatusOf(ctx, caller.member.id)),
    ),

    resolve(ctx, ENDPOINTS.signIn, async ({ request, caller }) => {
      const outcome = await signInToday(ctx, caller.member.id);
      if (!outcome.ok) {
        return fail(400, say(replyLanguage(request, caller.member.language), 'alreadySignedIn'));
      }
      return ok({ day: outcome.day, streak: outcome.streak, rewardMinor: outcome.rewardMinor });
    }),

    resolve(ctx, ENDPOINTS.getMissionSummary, ({ request, caller }) => {
      const missions = missionsOf(
        ctx,
        caller.member,
        replyLanguage(request, caller.member.language),
      );
      return ok({ missions, pending: missions.filter((m) => m.state === 'pending').length });
    }),

    resolve(ctx, ENDPOINTS.claimMission, async ({ request, caller }) => {
      const { member } = caller;
      const language = replyLanguage(request, member.language);
      const body = await readJson<ClaimMissionRequest>(request);
      const content = MISSIONS.find((mission) => mission.id === body.missionId);
      const mission = missionsOf(ctx, member, language).find((m) => m.id === body.missionId);
      if (!content || !mission) return fail(400, say(language, 'missionUnknown'));
      if (mission.state === 'claimed') return fail(400, say(language, 'missionClaimed'));
      if (mission.state === 'open') return fail(400, say(language, 'missionNotDone'));
      const now = ctx.clock.now();
      await ctx.db.missionClaims.create({
        id: `${ctx.db.missionClaims.all().length + 1}`,
        memberId: member.id,
        missionId: mission.id,
        day: platformDay(now),
        points: mission.rewardPoints,
        at: now,
      });
      await addPointRecord(ctx, {
        memberId: member.id,
        type: mission.type,
        name: { en: content.en, vi: content.vi },
        status: 'approved',
        changedPoints: mission.rewardPoints,
      });
      return ok({ ...mission, state: 'claimed' as const });
    }),

    resolve(ctx, ENDPOINTS.getMissionLeaderboard, ({ caller }) =>
      ok(leaderboardOf(ctx, caller.member)),
    ),

    resolve(ctx, ENDPOINTS.getReferral, ({ request, caller }) => {
      if (!referralOn(ctx)) {
        return fail(403, say(replyLanguage(request, caller.member.language), 'referralOff'));
      }
      return ok(referralOf(ctx, caller.member));
    }),

    resolve(ctx, ENDPOINTS.getVipInfo, ({ caller }) => ok(vipOf(ctx.brand, caller.member))),
  ];
}
