import type { Brand } from '#brands/brand.types.ts';
import type {
  DepositMethod,
  DepositMethodId,
  DepositOrder,
  DepositStatus,
  PayTo,
} from '#schemas/deposit-api.ts';
import { sumBalance } from '#mock-server/accounts.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import type { MemberRecord, TransactionRecord } from '#mock-server/models.ts';
import { payReferralReward } from '#mock-server/loyalty/referral-vip.ts';
import { postMovement, settleMovement } from '#mock-server/money/ledger.ts';

/** The deposit methods the brand offers (`platform.deposit.methods`). */
export function depositMethods(brand: Brand): DepositMethod[] {
  return brand.platform.deposit?.methods ?? [];
}

/** The member has no completed deposit yet (a first-deposit promotion applies). */
export function isFirstDeposit(ctx: PlatformContext, memberId: number): boolean {
  return !ctx.db.transactions.findFirst((q) =>
    q.where({ memberId, kind: 'deposit', status: 'completed' }),
  );
}

/** Digits from a seed, always the same for the same seed: fake but stable account numbers. */
function digits(seed: number, length: number): string {
  let value = seed;
  let out = '';
  while (out.length < length) {
    value = (value * 48_271 + 11) % 2_147_483_647;
    out += String(value % 10);
  }
  return out;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Where to pay: the brand's receiving account; a USDT address per member. */
export function payToOf(brand: Brand, method: DepositMethodId, member: MemberRecord): PayTo {
  const seed = brand.platform.seed;
  switch (method) {
    case 'bank':
      return {
        kind: 'bank',
        bankName: brand.app.currency.code === 'VND' ? 'Vietcombank' : 'Demo Savings Bank',
        accountName: brand.app.name.toUpperCase(),
        accountNumber: digits(seed, 12),
      };
    case 'ewallet':
      return {
        kind: 'ewallet',
        provider: brand.app.currency.code === 'VND' ? 'MoMo' : 'Demo Wallet',
        accountNumber: digits(seed + 1, 10),
      };
    case 'usdt': {
      const index = digits(seed * 31 + member.id, 33);
      const address = [...index].map((d, i) => BASE58[(Number(d) * 7 + i * 13) % 58]).join('');
      return { kind: 'usdt', network: 'TRC20', address: `T${address}` };
    }
    case 'card':
      return { kind: 'card' };
  }
}

/** What the platform answers for a deposit record. */
export function orderOf(ctx: PlatformContext, deposit: TransactionRecord): DepositOrder {
  const member = ctx.db.members.findFirst((q) => q.where({ id: deposit.memberId }), {
    strict: true,
  });
  // The depositor's own first-deposit bonus (a referrer's reward names the deposit too).
  const bonus = ctx.db.transactions.findFirst((q) =>
    q.where({ memberId: deposit.memberId, kind: 'bonus', channel: deposit.reference }),
  );
  const methodId = deposit.channel as DepositMethodId;
  return {
    reference: deposit.reference,
    methodId,
    amountMinor: deposit.amountMinor,
    status: deposit.status as DepositStatus,
    payTo: payToOf(ctx.brand, methodId, member),
    bonusMinor: bonus?.amountMinor ?? 0,
    sumBalance: sumBalance(ctx, member),
  };
}

/**
 * The simulated payment step of a pending deposit: completes it (with the first-deposit
 * bonus of its method, a `bonus` record whose channel is the deposit's reference, and the
 * referrer's reward), fails it or leaves it pending, as the scenario says.
 */
export async function payDeposit(
  ctx: PlatformContext,
  deposit: TransactionRecord,
): Promise<TransactionRecord> {
  if (deposit.status !== 'pending') return deposit;
  const outcome = ctx.scenario().paymentOutcome ?? 'completed';
  if (outcome === 'pending') return deposit;
  const first = isFirstDeposit(ctx, deposit.memberId);
  const settled = await settleMovement(ctx, deposit.id, outcome);
  if (!settled.ok) return deposit;
  const promotion = depositMethods(ctx.brand).find(
    (method) => method.id === deposit.channel,
  )?.firstDepositPromotion;
  if (outcome === 'completed' && first && promotion) {
    const bonus = Math.min(
      Math.floor((deposit.amountMinor * promotion.percent) / 100),
      promotion.maxBonusMinor,
    );
    await postMovement(ctx, {
      memberId: deposit.memberId,
      kind: 'bonus',
      amountMinor: bonus,
      status: 'completed',
      referencePrefix: 'BN',
      channel: deposit.reference,
    });
  }
  if (outcome === 'completed' && first) await payReferralReward(ctx, settled.transaction);
  return settled.transaction;
}
