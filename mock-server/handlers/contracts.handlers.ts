import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import {
  CONTRACT_KINDS,
  type ContractAnswerRequest,
  type ContractIdRequest,
  type ContractKind,
  type ContractOfferRequest,
} from '#schemas/agent-api.ts';
import {
  ceilingRate,
  contractOf,
  higherRatedBelow,
  kindEnabled,
  LIVE_STATUSES,
  topRate,
  validTiers,
} from '#mock-server/agent/contracts.ts';
import type { ContractRecord } from '#mock-server/agent/models.ts';
import { settleContracts } from '#mock-server/agent/settlement.ts';
import { isAgent, levelInDownline } from '#mock-server/agent/tree.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readJson, text } from '#mock-server/encrypted-body.ts';
import { fail, failWith, ok } from '#mock-server/envelope.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { resolve } from '#mock-server/route.ts';

/**
 * Contracts (spec sections 3, 4 and 7): every change is the platform's check, whatever the
 * front end showed. Only the upline offers, to a direct downline agent, at most its own rate;
 * only the downline answers an offer; either side asks to end a contract in force and the
 * other side answers; the lower-rate rule ends the downline's higher contracts only when the
 * offer says the caller agreed.
 */

const PERIODS = ['D', 'W', 'H', 'M'] as const;

function isKind(kind: unknown): kind is ContractKind {
  return typeof kind === 'string' && (CONTRACT_KINDS as readonly string[]).includes(kind);
}

export function contractHandlers(ctx: PlatformContext) {
  const nextId = () => `C${String(ctx.db.contracts.all().length + 1).padStart(4, '0')}`;
  const update = (id: string, change: (record: ContractRecord) => void) =>
    ctx.db.contracts.update((q) => q.where({ id }), {
      data(record) {
        change(record);
        record.updatedAt = ctx.clock.now();
      },
      strict: true,
    });

  return [
    resolve(ctx, ENDPOINTS.getContracts, async ({ request, caller }) => {
      const { member } = caller;
      const language = replyLanguage(request, member.language);
      const kind = new URL(request.url).searchParams.get('kind');
      if (!isKind(kind)) return fail(400, say(language, 'inputFormat'));
      if (!kindEnabled(ctx.brand, kind)) return fail(403, say(language, 'contractKindOff'));
      await settleContracts(ctx);
      const newestFirst = (a: ContractRecord, b: ContractRecord) =>
        b.updatedAt - a.updatedAt || b.id.localeCompare(a.id);
      const list = (where: Partial<Pick<ContractRecord, 'uplineId' | 'downlineId'>>) =>
        ctx.db.contracts
          .findMany((q) => q.where({ ...where, kind }))
          .sort(newestFirst)
          .map((record) => contractOf(ctx, record));
      return ok({
        received: list({ downlineId: member.id }),
        offered: list({ uplineId: member.id }),
        ceilingRate: ceilingRate(ctx, member.id, kind),
      });
    }),

    resolve(ctx, ENDPOINTS.offerContract, async ({ request, caller }) => {
      const { member } = caller;
      const language = replyLanguage(request, member.language);
      const body = await readJson<ContractOfferRequest>(request);
      if (!isKind(body.kind)) return fail(400, say(language, 'inputFormat'));
      const kind = body.kind;
      if (!kindEnabled(ctx.brand, kind)) return fail(403, say(language, 'contractKindOff'));
      const found = levelInDownline(ctx, member.id, text(body.downline));
      if (!found) return fail(403, say(language, 'notInDownline'));
      if (found.level !== 1 || !isAgent(found.member)) {
        return fail(400, say(language, 'contractNotDirect'));
      }
      if (!validTiers(body.tiers)) return fail(400, say(language, 'contractBadTiers'));
      const period = kind === 'dividend' ? (body.period ?? 'D') : null;
      if (period !== null && !PERIODS.includes(period)) {
        return fail(400, say(language, 'inputFormat'));
      }
      const rate = topRate(body.tiers);
      const ceiling = ceilingRate(ctx, member.id, kind);
      if (rate > ceiling)
        return fail(400, say(language, 'contractAboveCeiling', { rate: ceiling }));
      const downlineId = found.member.id;
      const waiting = ctx.db.contracts.findFirst((q) =>
        q.where({ uplineId: member.id, downlineId, kind, status: 'pending' }),
      );
      if (waiting) return fail(400, say(language, 'contractOfferWaiting'));
      const affected = higherRatedBelow(ctx, downlineId, kind, rate);
      if (affected.length > 0 && body.confirmLowerRate !== true) {
        return failWith(409, say(language, 'contractLowerRate', { count: affected.length }), {
          lowerRate: affected.map((record) => ({
            id: record.id,
            downline: contractOf(ctx, record).downline,
            rate: topRate(record.tiers),
          })),
        });
      }
      for (const record of affected) {
        await update(record.id, (contract) => {
          contract.status = 'terminated';
          contract.endedReason = 'lowerRate';
          contract.requestedById = null;
        });
      }
      const now = ctx.clock.now();
      const created = await ctx.db.contracts.create({
        id: nextId(),
        kind,
        uplineId: member.id,
        downlineId,
        status: 'pending',
        requestedById: null,
        tiers: body.tiers,
        period,
        createdAt: now,
        updatedAt: now,
        endedReason: null,
      });
      return ok(contractOf(ctx, created));
    }),

    resolve(ctx, ENDPOINTS.answerContract, async ({ request, caller }) => {
      const { member } = caller;
      const language = replyLanguage(request, member.language);
      const body = await readJson<ContractAnswerRequest>(request);
      const record = ctx.db.contracts.findFirst((q) => q.where({ id: text(body.id) }));
      if (!record) return fail(404, say(language, 'contractNotFound'));
      if (body.answer !== 'accept' && body.answer !== 'reject') {
        return fail(400, say(language, 'inputFormat'));
      }
      const accept = body.answer === 'accept';
      if (record.status === 'pending') {
        if (record.downlineId !== member.id) return fail(403, say(language, 'contractNotYours'));
        if (accept) {
          // A newer contract replaces the one in force between the same two agents.
          const replaced = ctx.db.contracts
            .findMany((q) =>
              q.where({ uplineId: record.uplineId, downlineId: member.id, kind: record.kind }),
            )
            .filter((other) => other.id !== record.id && LIVE_STATUSES.has(other.status));
          for (const other of replaced) {
            await update(other.id, (contract) => {
              contract.status = 'terminated';
              contract.endedReason = 'replaced';
              contract.requestedById = null;
            });
          }
        }
        const answered = await update(record.id, (contract) => {
          contract.status = accept ? 'accepted' : 'rejected';
        });
        return ok(contractOf(ctx, answered));
      }
      if (record.status === 'terminationRequested') {
        const party = record.uplineId === member.id || record.downlineId === member.id;
        if (!party || record.requestedById === member.id) {
          return fail(403, say(language, 'contractNotYours'));
        }
        const answered = await update(record.id, (contract) => {
          contract.status = accept ? 'terminated' : 'accepted';
          contract.endedReason = accept ? 'request' : null;
          if (!accept) contract.requestedById = null;
        });
        return ok(contractOf(ctx, answered));
      }
      if (record.uplineId !== member.id && record.downlineId !== member.id) {
        return fail(403, say(language, 'contractNotYours'));
      }
      return fail(400, say(language, 'contractNoRequest'));
    }),

    resolve(ctx, ENDPOINTS.requestContractTermination, async ({ request, caller }) => {
      const { member } = caller;
      const language = replyLanguage(request, member.language);
      const body = await readJson<ContractIdRequest>(request);
      const record = ctx.db.contracts.findFirst((q) => q.where({ id: text(body.id) }));
      if (!record) return fail(404, say(language, 'contractNotFound'));
      if (record.uplineId !== member.id && record.downlineId !== member.id) {
        return fail(403, say(language, 'contractNotYours'));
      }
      if (record.status !== 'accepted') return fail(400, say(language, 'contractNotInForce'));
      const requested = await update(record.id, (contract) => {
        contract.status = 'terminationRequested';
        contract.requestedById = member.id;
      });
      return ok(contractOf(ctx, requested));
    }),
  ];
}
