import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { IMAGE_RULES, imageFault, maxMegabytes } from '#schemas/image-rules.ts';
import type { Promotion } from '#schemas/platform-api.ts';
import {
  ACTIVITY_COMMENT_MAX,
  type ActivityApplicationRequest,
  type ActivityImageUpload,
  type ActivityRequest,
  type ClaimRewardRequest,
} from '#schemas/promotions-api.ts';
import { activityOf } from '#mock-server/content/activities.ts';
import { hostilePromotion } from '#mock-server/content/hostile-content.ts';
import {
  promotionLanguage,
  promotionsOf,
  promotionTitle,
} from '#mock-server/content/promotions.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readJson } from '#mock-server/encrypted-body.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { replyLanguage, contentLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { postMovement } from '#mock-server/money/ledger.ts';
import { promotionImageUrl } from '#mock-server/paths.ts';
import {
  findPromotion,
  nextEntryId,
  rafflePrize,
  scaledMinor,
  statusOf,
  toActivity,
  toActivityDetail,
} from '#mock-server/promotions/activities.ts';
import { applyAutoReviews } from '#mock-server/promotions/review.ts';
import { claimReward, rewardsOf, toReward } from '#mock-server/promotions/rewards.ts';
import { winnerBoard } from '#mock-server/promotions/winners.ts';
import { resolve } from '#mock-server/route.ts';

const CLAIM_REFUSALS = {
  unknown: [404, 'rewardUnknown'],
  otherMember: [404, 'rewardUnknown'],
  alreadyClaimed: [400, 'rewardAlreadyClaimed'],
  expired: [400, 'rewardExpired'],
} as const;

/**
 * Promotions (spec sections 2, 3, 4 and 7): the register page's list, the promotions with the
 * caller's status, joining, applications with a comment and images (reviewed from the demo
 * panel or on the clock), the raffle claim, the bonus centre and the winner board.
 */
export function promotionHandlers(ctx: PlatformContext) {
  const fallback = ctx.brand.app.defaultLanguage;
  return [
    resolve(ctx, ENDPOINTS.getPromotions, ({ request }) => {
      const category = new URL(request.url).searchParams.get('category');
      const language = promotionLanguage(request.headers.get('Language'));
      const promotions = promotionsOf(ctx.brand.app.id)
        .filter((promotion) => !category || promotion.category === category)
        .map((promotion): Promotion => ({
          id: promotion.id,
          category: promotion.category,
          title: promotionTitle(promotion, language, ctx.brand.app.name),
          image: promotionImageUrl(ctx.brand.app.id, promotion.id, language),
          linkUrl: `/promoDetail/${promotion.id}`,
        }));
      return ok(promotions);
    }),

    resolve(ctx, ENDPOINTS.getActivities, async ({ request, caller }) => {
      const type = new URL(request.url).searchParams.get('type');
      const language = promotionLanguage(request.headers.get('Language'));
      const memberId = caller?.member.id ?? null;
      if (memberId !== null) await applyAutoReviews(ctx, memberId);
      return ok(
        promotionsOf(ctx.brand.app.id)
          .filter((promotion) => !type || promotion.category === type)
          .map((promotion) => toActivity(ctx, promotion, memberId, language)),
      );
    }),

    resolve(ctx, ENDPOINTS.getActivityDetail, async ({ request, caller }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const hostile = ctx.scenario().hostileContent
        ? hostilePromotion(promotionsOf(ctx.brand.app.id), id)
        : null;
      const promotion = hostile?.promotion ?? findPromotion(ctx, id);
      const memberId = caller?.member.id ?? null;
      if (!promotion) {
        return fail(404, say(replyLanguage(request, fallback), 'promotionUnknown'));
      }
      if (memberId !== null) await applyAutoReviews(ctx, memberId);
      const language = promotionLanguage(request.headers.get('Language'));
      const detail = toActivityDetail(ctx, promotion, memberId, language);
      return ok({ ...detail, ...hostile?.override });
    }),

    resolve(ctx, ENDPOINTS.joinActivity, async ({ request, caller }) => {
      const language = replyLanguage(request, caller.member.language);
      const { id } = await readJson<ActivityRequest>(request);
      const promotion = findPromotion(ctx, Number(id));
      if (!promotion) return fail(404, say(language, 'promotionUnknown'));
      if (activityOf(promotion).kind !== 'join') {
        return fail(400, say(language, 'promotionWrongAction'));
      }
      const status = statusOf(ctx, promotion, caller.member.id);
      if (status === 'joined') return fail(400, say(language, 'promotionAlreadyJoined'));
      if (status !== 'join') return fail(400, say(language, 'promotionNotRunning'));
      await ctx.db.activityEntries.create({
        id: nextEntryId(ctx),
        memberId: caller.member.id,
        promotionId: promotion.id,
        status: 'joined',
        comment: '',
        images: [],
        createdAt: ctx.clock.now(),
        reviewedAt: null,
      });
      return ok(
        toActivity(
          ctx,
          promotion,
          caller.member.id,
          promotionLanguage(request.headers.get('Language')),
        ),
      );
    }),

    resolve(ctx, ENDPOINTS.uploadActivityImage, async ({ request, caller }) => {
      const language = replyLanguage(request, caller.member.language);
      const body = await readJson<ActivityImageUpload>(request);
      const image = {
        name: typeof body.name === 'string' ? body.name.slice(0, 200) : '',
        type: typeof body.type === 'string' ? body.type : '',
        size: typeof body.size === 'number' && Number.isSafeInteger(body.size) ? body.size : -1,
      };
      if (!image.name || image.size <= 0 || imageFault(image) !== null) {
        return fail(
          400,
          say(language, 'imageRefused', { name: image.name || '?', maxMb: maxMegabytes() }),
        );
      }
      const upload = await ctx.db.activityUploads.create({
        id: `U${ctx.db.activityUploads.all().length + 1}`,
        memberId: caller.member.id,
        ...image,
        used: false,
        createdAt: ctx.clock.now(),
      });
      return ok({ uploadId: upload.id });
    }),

    resolve(ctx, ENDPOINTS.applyActivity, async ({ request, caller }) => {
      const language = replyLanguage(request, caller.member.language);
      const body = await readJson<ActivityApplicationRequest>(request);
      const promotion = findPromotion(ctx, Number(body.id));
      if (!promotion) return fail(404, say(language, 'promotionUnknown'));
      if (activityOf(promotion).kind !== 'apply') {
        return fail(400, say(language, 'promotionWrongAction'));
      }
      const status = statusOf(ctx, promotion, caller.member.id);
      if (status === 'applying') return fail(400, say(language, 'applicationUnderReview'));
      if (status === 'issued' || status === 'claimed') {
        return fail(400, say(language, 'applicationApproved'));
      }
      if (status !== 'apply' && status !== 'rejected') {
        return fail(400, say(language, 'promotionNotRunning'));
      }
      const comment = typeof body.comment === 'string' ? body.comment.trim() : '';
      if (!comment) return fail(400, say(language, 'commentRequired'));
      if ([...comment].length > ACTIVITY_COMMENT_MAX) {
        return fail(400, say(language, 'commentTooLong', { max: ACTIVITY_COMMENT_MAX }));
      }
      const ids = Array.isArray(body.uploadIds) ? body.uploadIds.map(String) : [];
      if (ids.length > IMAGE_RULES.maxFiles || new Set(ids).size !== ids.length) {
        return fail(400, say(language, 'imagesTooMany', { max: IMAGE_RULES.maxFiles }));
      }
      const uploads = ids.map((uploadId) =>
        ctx.db.activityUploads.findFirst((q) => q.where({ id: uploadId })),
      );
      if (uploads.some((u) => !u || u.used || u.memberId !== caller.member.id)) {
        return fail(400, say(language, 'uploadUnknown'));
      }
      for (const uploadId of ids) {
        await ctx.db.activityUploads.update((q) => q.where({ id: uploadId }), {
          data(record) {
            record.used = true;
          },
        });
      }
      await ctx.db.activityEntries.create({
        id: nextEntryId(ctx),
        memberId: caller.member.id,
        promotionId: promotion.id,
        status: 'applying',
        comment,
        images: uploads.map((u) => u?.name ?? ''),
        createdAt: ctx.clock.now(),
        reviewedAt: null,
      });
      return ok(
        toActivityDetail(
          ctx,
          promotion,
          caller.member.id,
          promotionLanguage(request.headers.get('Language')),
        ),
      );
    }),

    resolve(ctx, ENDPOINTS.claimRaffle, async ({ request, caller }) => {
      const language = replyLanguage(request, caller.member.language);
      const { id } = await readJson<ActivityRequest>(request);
      const promotion = findPromotion(ctx, Number(id));
      if (!promotion) return fail(404, say(language, 'promotionUnknown'));
      const activity = activityOf(promotion);
      if (activity.kind !== 'raffle') return fail(400, say(language, 'promotionWrongAction'));
      const status = statusOf(ctx, promotion, caller.member.id);
      if (status === 'claimed') return fail(400, say(language, 'raffleAlreadyClaimed'));
      if (status === 'process') return fail(400, say(language, 'raffleNotDrawn'));
      if (status !== 'claim') return fail(400, say(language, 'promotionNotRunning'));
      const entryId = nextEntryId(ctx);
      // Written before the money moves, so a second claim at the same time finds it.
      await ctx.db.activityEntries.create({
        id: entryId,
        memberId: caller.member.id,
        promotionId: promotion.id,
        status: 'claimed',
        comment: '',
        images: [],
        createdAt: ctx.clock.now(),
        reviewedAt: null,
      });
      const amountMinor = scaledMinor(
        ctx,
        rafflePrize(ctx, activity, promotion.id, caller.member.id),
      );
      const paid = await postMovement(ctx, {
        memberId: caller.member.id,
        kind: 'bonus',
        amountMinor,
        status: 'completed',
        referencePrefix: 'BN',
        channel: `promotion:${promotion.id}`,
      });
      if (paid.ok) {
        const now = ctx.clock.now();
        await ctx.db.rewards.create({
          id: `R${ctx.db.rewards.all().length + 1}`,
          memberId: caller.member.id,
          titleVi: promotionTitle(promotion, 'vi', ctx.brand.app.name),
          titleEn: promotionTitle(promotion, 'en', ctx.brand.app.name),
          amountMinor,
          status: 'claimed',
          promotionId: promotion.id,
          issuedAt: now,
          claimedAt: now,
          transactionId: paid.transaction.id,
        });
      }
      return ok(
        toActivity(
          ctx,
          promotion,
          caller.member.id,
          promotionLanguage(request.headers.get('Language')),
        ),
      );
    }),

    resolve(ctx, ENDPOINTS.getRewards, async ({ request, caller }) => {
      await applyAutoReviews(ctx, caller.member.id);
      const language = promotionLanguage(request.headers.get('Language'));
      return ok(rewardsOf(ctx, caller.member.id).map((reward) => toReward(ctx, reward, language)));
    }),

    resolve(ctx, ENDPOINTS.claimReward, async ({ request, caller }) => {
      const language = replyLanguage(request, caller.member.language);
      const { id } = await readJson<ClaimRewardRequest>(request);
      const outcome = await claimReward(ctx, caller.member.id, String(id ?? ''));
      if (!outcome.ok) {
        const [status, key] = CLAIM_REFUSALS[outcome.reason];
        return fail(status, say(language, key));
      }
      return ok(toReward(ctx, outcome.reward, promotionLanguage(request.headers.get('Language'))));
    }),

    resolve(ctx, ENDPOINTS.getWinnerBoard, ({ request }) =>
      ok(winnerBoard(ctx, contentLanguage(replyLanguage(request, fallback)))),
    ),
  ];
}
