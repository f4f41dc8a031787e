import type { DepositPaidRequest, DepositRequest } from '#schemas/deposit-api.ts';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readJson } from '#mock-server/encrypted-body.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import {
  depositMethods,
  isFirstDeposit,
  orderOf,
  payDeposit,
} from '#mock-server/money/deposits.ts';
import { isIdempotencyKey, once } from '#mock-server/money/idempotency.ts';
import { formatMinor } from '#mock-server/money/format.ts';
import { postMovement } from '#mock-server/money/ledger.ts';
import { resolve } from '#mock-server/route.ts';

/**
 * Deposits (depositv2): the brand's methods with their limits, opening a deposit (a pending
 * record with a reference and where to pay), and the simulated payment step that completes,
 * fails or leaves it pending (the scenario decides). Both posts take an idempotency key: a
 * repeat answers the first result and moves no money.
 */
export function depositHandlers(ctx: PlatformContext) {
  return [
    resolve(ctx, ENDPOINTS.getDepositMethods, ({ caller }) =>
      ok({
        methods: depositMethods(ctx.brand),
        firstDeposit: isFirstDeposit(ctx, caller.member.id),
      }),
    ),

    resolve(ctx, ENDPOINTS.createDeposit, async ({ request, caller }) => {
      const language = replyLanguage(request, caller.member.language);
      const body = await readJson<Partial<DepositRequest>>(request);
      if (!isIdempotencyKey(body.idempotencyKey)) {
        return fail(400, say(language, 'idempotencyKeyMissing'));
      }
      const scope = { memberId: caller.member.id, call: 'createDeposit', key: body.idempotencyKey };
      return once(ctx, scope, async () => {
        const method = depositMethods(ctx.brand).find((m) => m.id === body.methodId);
        if (!method) return fail(400, say(language, 'unknownDepositMethod'));
        const amount = body.amountMinor;
        if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
          return fail(400, say(language, 'badAmount'));
        }
        if (amount < method.minMinor) {
          return fail(
            400,
            say(language, 'depositBelowMin', {
              min: formatMinor(ctx.brand, method.minMinor, language),
            }),
          );
        }
        if (amount > method.maxMinor) {
          return fail(
            400,
            say(language, 'depositAboveMax', {
              max: formatMinor(ctx.brand, method.maxMinor, language),
            }),
          );
        }
        const posted = await postMovement(ctx, {
          memberId: caller.member.id,
          kind: 'deposit',
          amountMinor: amount,
          status: 'pending',
          referencePrefix: 'DP',
          channel: method.id,
        });
        if (!posted.ok) return fail(400, say(language, 'badAmount'));
        return ok(orderOf(ctx, posted.transaction));
      });
    }),

    resolve(ctx, ENDPOINTS.confirmDeposit, async ({ request, caller }) => {
      const language = replyLanguage(request, caller.member.language);
      const body = await readJson<Partial<DepositPaidRequest>>(request);
      if (!isIdempotencyKey(body.idempotencyKey)) {
        return fail(400, say(language, 'idempotencyKeyMissing'));
      }
      const scope = {
        memberId: caller.member.id,
        call: 'confirmDeposit',
        key: body.idempotencyKey,
      };
      return once(ctx, scope, async () => {
        const reference = body.reference;
        const deposit =
          typeof reference === 'string'
            ? ctx.db.transactions.findFirst((q) => q.where({ reference, kind: 'deposit' }))
            : undefined;
        if (!deposit) return fail(404, say(language, 'depositNotFound'));
        if (deposit.memberId !== caller.member.id) return fail(403, say(language, 'otherMember'));
        return ok(orderOf(ctx, await payDeposit(ctx, deposit)));
      });
    }),
  ];
}
