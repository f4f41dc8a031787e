import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import {
  POINT_TYPES,
  type ConvertPointsRequest,
  type PointType,
  type RedeemRequest,
} from '#schemas/loyalty-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readEncryptedJson } from '#mock-server/encrypted-body.ts';
import { fail, failWith, ok } from '#mock-server/envelope.ts';
import {
  applyRedemptionReviews,
  redeem,
  toWireItem,
  toWireRedemption,
} from '#mock-server/loyalty/mall.ts';
import { addPointRecord, pointRecordsOf, pointsOf } from '#mock-server/loyalty/points.ts';
import { pointMallOn, pointsConfig } from '#mock-server/loyalty/rules.ts';
import { replyLanguage, type MessageLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { isIdempotencyKey, once } from '#mock-server/money/idempotency.ts';
import { balanceMinorOf, postMovement } from '#mock-server/money/ledger.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { resolve } from '#mock-server/route.ts';

/** The login password, checked before anything else of a redemption or conversion. */
function passwordRefusal(language: MessageLanguage, member: MemberRecord, password: unknown) {
  if (typeof password !== 'string' || password === '') {
    return failWith(400, say(language, 'pointsPasswordMissing'), { field: 'password' as const });
  }
  if (password !== member.password) {
    return failWith(400, say(language, 'pointsPasswordWrong'), { field: 'password' as const });
  }
  return null;
}

const CONVERT_NAME = { en: 'Convert to balance', vi: 'Đổi sang số dư' };

/**
 * The point mall (spec sections 2 to 4 and 7): balance, items, redemptions (password, stock,
 * points), records with their types, conversion to balance through the ledger. Every call
 * answers 403 on a brand without PTSYS3.
 */
export function pointsHandlers(ctx: PlatformContext) {
  const mallOff = (request: Request, member: MemberRecord) =>
    pointMallOn(ctx)
      ? null
      : fail(403, say(replyLanguage(request, member.language), 'pointMallOff'));

  return [
    resolve(ctx, ENDPOINTS.getPointsBalance, async ({ request, caller }) => {
      await applyRedemptionReviews(ctx, caller.member.id);
      return mallOff(request, caller.member) ?? ok({ points: pointsOf(ctx, caller.member.id) });
    }),

    resolve(ctx, ENDPOINTS.getPointsConfig, ({ request, caller }) => {
      return mallOff(request, caller.member) ?? ok(pointsConfig(ctx.brand));
    }),

    resolve(ctx, ENDPOINTS.getPointsRewards, ({ request, caller }) => {
      const language = replyLanguage(request, caller.member.language);
      return (
        mallOff(request, caller.member) ??
        ok(ctx.db.mallItems.all().map((item) => toWireItem(item, language)))
      );
    }),

    resolve(ctx, ENDPOINTS.getRedemptions, async ({ request, caller }) => {
      await applyRedemptionReviews(ctx, caller.member.id);
      const language = replyLanguage(request, caller.member.language);
      const records = ctx.db.redemptions
        .findMany((q) => q.where({ memberId: caller.member.id }))
        .sort((a, b) => b.appliedAt - a.appliedAt || Number(b.id) - Number(a.id));
      return (
        mallOff(request, caller.member) ??
        ok(records.map((record) => toWireRedemption(ctx, record, language)))
      );
    }),

    resolve(ctx, ENDPOINTS.getPointRecords, async ({ request, caller }) => {
      await applyRedemptionReviews(ctx, caller.member.id);
      const language = replyLanguage(request, caller.member.language);
      const asked = new URL(request.url).searchParams.get('type');
      const type = POINT_TYPES.find((known) => known === asked) as PointType | undefined;
      return (
        mallOff(request, caller.member) ?? ok(pointRecordsOf(ctx, caller.member.id, language, type))
      );
    }),

    resolve(ctx, ENDPOINTS.redeemPoints, async ({ request, caller }) => {
      const { member } = caller;
      const language = replyLanguage(request, member.language);
      const off = mallOff(request, member);
      if (off) return off;
      const read = await readEncryptedJson<RedeemRequest>(ctx, request);
      if (!read.ok) return read.response;
      const body = read.body;
      if (!isIdempotencyKey(body.idempotencyKey)) {
        return fail(400, say(language, 'idempotencyKeyMissing'));
      }
      return once(
        ctx,
        { memberId: member.id, call: 'redeem', key: body.idempotencyKey },
        async () => {
          const refused = passwordRefusal(language, member, body.password);
          if (refused) return refused;
          const outcome = await redeem(ctx, member.id, {
            itemId: String(body.itemId ?? ''),
            quantity: Number(body.quantity),
          });
          if (outcome.ok) return ok(toWireRedemption(ctx, outcome.redemption, language));
          switch (outcome.reason) {
            case 'unknownItem':
              return failWith(400, say(language, 'mallItemUnknown'), { field: 'item' as const });
            case 'badQuantity':
              return failWith(400, say(language, 'mallQuantityBad', { max: outcome.max }), {
                field: 'quantity' as const,
              });
            case 'outOfStock':
              return failWith(400, say(language, 'mallOutOfStock', { stock: outcome.stock }), {
                field: 'quantity' as const,
              });
            case 'notEnoughPoints':
              return failWith(400, say(language, 'pointsNotEnough', { points: outcome.points }), {
                field: 'points' as const,
              });
          }
        },
      );
    }),

    resolve(ctx, ENDPOINTS.convertPoints, async ({ request, caller }) => {
      const { member } = caller;
      const language = replyLanguage(request, member.language);
      const off = mallOff(request, member);
      if (off) return off;
      const read = await readEncryptedJson<ConvertPointsRequest>(ctx, request);
      if (!read.ok) return read.response;
      const body = read.body;
      if (!isIdempotencyKey(body.idempotencyKey)) {
        return fail(400, say(language, 'idempotencyKeyMissing'));
      }
      return once(
        ctx,
        { memberId: member.id, call: 'convertPoints', key: body.idempotencyKey },
        async () => {
          const refused = passwordRefusal(language, member, body.password);
          if (refused) return refused;
          const config = pointsConfig(ctx.brand);
          const points = Number(body.points);
          if (!Number.isInteger(points) || points < config.minConvertPoints) {
            return failWith(
              400,
              say(language, 'convertBadPoints', { min: config.minConvertPoints }),
              {
                field: 'points' as const,
              },
            );
          }
          if (pointsOf(ctx, member.id) < points) {
            return failWith(400, say(language, 'pointsNotEnough', { points }), {
              field: 'points' as const,
            });
          }
          const creditedMinor = points * config.minorPerPoint;
          const record = await addPointRecord(ctx, {
            memberId: member.id,
            type: 'redeem',
            name: CONVERT_NAME,
            pointsRequirement: points,
            amountRequirementMinor: creditedMinor,
            status: 'approved',
            changedPoints: -points,
          });
          const moved = await postMovement(ctx, {
            memberId: member.id,
            kind: 'bonus',
            amountMinor: creditedMinor,
            status: 'completed',
            referencePrefix: 'PC',
            channel: record.reference,
          });
          if (!moved.ok) return fail(500, say(language, 'pointMallOff'));
          return ok({
            points: pointsOf(ctx, member.id),
            creditedMinor,
            balanceMinor: balanceMinorOf(moved.member),
          });
        },
      );
    }),
  ];
}
