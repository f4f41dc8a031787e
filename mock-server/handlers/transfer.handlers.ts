import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { UplineTransferRequest } from '#schemas/withdraw-api.ts';
import { passwordRefusal } from '#mock-server/handlers/withdraw.handlers.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readEncryptedJson } from '#mock-server/encrypted-body.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { isIdempotencyKey, once } from '#mock-server/money/idempotency.ts';
import { balanceMinorOf, postMovement } from '#mock-server/money/ledger.ts';
import { resolve } from '#mock-server/route.ts';
import { checkWithdrawPassword } from '#mock-server/withdraw/gate.ts';

/**
 * The merchant wallet and the transfer to the upline (spec sections 6 and 7). The wallet
 * transfer between the main and the vendors' wallets is `wallet.handlers.ts`'s.
 */
export function transferHandlers(ctx: PlatformContext) {
  return [
    // Every simulated merchant has vendor wallets: the transfer page shows (spec: `isSingle`).
    resolve(ctx, ENDPOINTS.getMerchantWallet, () => ok({ isSingle: false })),

    resolve(ctx, ENDPOINTS.transferToUpline, async ({ request, caller }) => {
      const { member } = caller;
      const language = replyLanguage(request, member.language);
      const read = await readEncryptedJson<UplineTransferRequest>(ctx, request);
      if (!read.ok) return read.response;
      const body = read.body;
      if (!isIdempotencyKey(body.idempotencyKey)) {
        return fail(400, say(language, 'idempotencyKeyMissing'));
      }
      return once(
        ctx,
        { memberId: member.id, call: 'transferToUpline', key: body.idempotencyKey },
        async () => {
          const upline =
            member.uplineId === null
              ? undefined
              : ctx.db.members.findFirst((q) => q.where({ id: member.uplineId ?? -1 }));
          if (!upline) return fail(400, say(language, 'noUpline'));
          if (typeof body.password !== 'string' || body.password === '') {
            return fail(400, say(language, 'withdrawPasswordMissing'));
          }
          const check = await checkWithdrawPassword(ctx, member, body.password);
          if (!check.ok) return passwordRefusal(language, check);
          const amount = body.amountMinor;
          if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
            return fail(400, say(language, 'badAmount'));
          }
          const debit = await postMovement(ctx, {
            memberId: member.id,
            kind: 'transfer',
            amountMinor: -amount,
            status: 'completed',
            referencePrefix: 'TU',
            channel: `upline:${upline.account}`,
          });
          if (!debit.ok) return fail(400, say(language, 'insufficientFunds'));
          await postMovement(ctx, {
            memberId: upline.id,
            kind: 'transfer',
            amountMinor: amount,
            status: 'completed',
            referencePrefix: 'TU',
            channel: `downline:${member.account}`,
          });
          return ok({ upline: upline.account, balanceMinor: balanceMinorOf(debit.member) });
        },
      );
    }),
  ];
}
