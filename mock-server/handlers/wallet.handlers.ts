import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { WalletTransferRequest } from '#schemas/platform-api.ts';
import { sumBalance } from '#mock-server/accounts.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readJson } from '#mock-server/encrypted-body.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { postMovement, toMinor } from '#mock-server/money/ledger.ts';
import { resolve } from '#mock-server/route.ts';

/**
 * Balance and wallet transfer (token). The balance is the main wallet plus the game wallets;
 * a transfer moves money between the main wallet and one vendor's game wallet, so the sum does
 * not change. Trial accounts read their trial credit but cannot move money (403).
 */
export function walletHandlers(ctx: PlatformContext) {
  return [
    resolve(ctx, ENDPOINTS.getBalance, ({ caller }) =>
      ok({ sumBalance: sumBalance(ctx, caller.member) }),
    ),

    resolve(ctx, ENDPOINTS.transferWallet, async ({ request, caller }) => {
      const language = replyLanguage(request, caller.member.language);
      const { vassalage, amount, direction } = await readJson<WalletTransferRequest>(request);
      if (
        typeof vassalage !== 'string' ||
        !ctx.db.vendors.findFirst((q) => q.where({ vassalage }))
      ) {
        return fail(400, say(language, 'unknownVendor'));
      }
      if (
        typeof amount !== 'number' ||
        !(amount > 0) ||
        (direction !== 'IN' && direction !== 'OUT')
      ) {
        return fail(400, say(language, 'badAmount'));
      }
      const memberId = caller.member.id;
      const wallet =
        ctx.db.gameWallets.findFirst((q) => q.where({ memberId, vassalage })) ??
        (await ctx.db.gameWallets.create({ memberId, vassalage, balance: 0 }));
      const from = direction === 'IN' ? caller.member.balance : wallet.balance;
      if (amount > from) return fail(400, say(language, 'insufficientFunds'));
      const sign = direction === 'IN' ? 1 : -1;
      // The main wallet moves through the ledger, so the transfer is in the member's records.
      const posted = await postMovement(ctx, {
        memberId,
        kind: 'transfer',
        amountMinor: -sign * toMinor(amount),
        status: 'completed',
        referencePrefix: 'TF',
        channel: vassalage,
      });
      if (!posted.ok) return fail(400, say(language, 'insufficientFunds'));
      await ctx.db.gameWallets.update(wallet, {
        data(record) {
          record.balance += sign * amount;
        },
      });
      return ok({ sumBalance: sumBalance(ctx, posted.member) });
    }),
  ];
}
