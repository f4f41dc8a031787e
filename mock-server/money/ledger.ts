import type { PlatformContext } from '#mock-server/context.ts';
import type {
  MemberRecord,
  TransactionKind,
  TransactionRecord,
  TransactionStatus,
} from '#mock-server/models.ts';

/**
 * The simulated platform's ledger: every movement of a member's main wallet goes through
 * here, is counted in minor units (hundredths of the brand's currency, integers, so no float
 * drift), never takes the balance below zero and writes a transaction record.
 *
 * `members.balance` stays in major units (what the wire's `sumBalance` and the older game and
 * wallet code read); the ledger converts at its edge with `toMinor`/`fromMinor`.
 */

/** What the ledger reads and writes of a platform: its data and its clock. */
export type MoneyContext = Pick<PlatformContext, 'db' | 'clock'>;

/** An amount in the brand's currency as minor units (1250.5 -> 125050). */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

/** Minor units back to the currency amount (125050 -> 1250.5). */
export function fromMinor(minor: number): number {
  return minor / 100;
}

/** The member's main wallet in minor units. */
export function balanceMinorOf(member: MemberRecord): number {
  return toMinor(member.balance);
}

/** Statuses that have moved the balance (a pending or failed movement has not). */
const APPLIED: ReadonlySet<TransactionStatus> = new Set(['processing', 'completed']);

export interface Movement {
  memberId: number;
  kind: TransactionKind;
  /** Signed minor units: positive credits the wallet, negative debits it. */
  amountMinor: number;
  status: TransactionStatus;
  /** Prefix of the reference, e.g. 'DP' for deposits, 'WD' for withdrawals. */
  referencePrefix: string;
  channel?: string | null;
}

export type PostResult =
  | { ok: true; transaction: TransactionRecord; member: MemberRecord }
  | { ok: false; reason: 'insufficient' | 'unknownMember' | 'notInteger' };

/** A reference nobody else has: prefix, date of the platform clock, a running number. */
function nextReference(ctx: MoneyContext, prefix: string, now: number): string {
  const day = new Date(now).toISOString().slice(2, 10).replaceAll('-', '');
  const count = ctx.db.transactions.findMany((q) =>
    q.where({ reference: (reference) => reference.startsWith(`${prefix}${day}`) }),
  ).length;
  return `${prefix}${day}${String(count + 1).padStart(4, '0')}`;
}

/**
 * Writes a movement: when its status has moved money (`processing`, `completed`) the balance
 * changes by `amountMinor` first, and a debit larger than the balance is refused with nothing
 * written. A `pending` or `failed` one is recorded with the balance as it stands.
 */
export async function postMovement(ctx: MoneyContext, movement: Movement): Promise<PostResult> {
  if (!Number.isSafeInteger(movement.amountMinor)) return { ok: false, reason: 'notInteger' };
  const member = ctx.db.members.findFirst((q) => q.where({ id: movement.memberId }));
  if (!member) return { ok: false, reason: 'unknownMember' };
  const applies = APPLIED.has(movement.status);
  const after = balanceMinorOf(member) + (applies ? movement.amountMinor : 0);
  if (after < 0) return { ok: false, reason: 'insufficient' };
  const updated = applies ? await setBalance(ctx, member, after) : member;
  const now = ctx.clock.now();
  const transaction = await ctx.db.transactions.create({
    id: `${ctx.db.transactions.all().length + 1}`,
    memberId: member.id,
    kind: movement.kind,
    amountMinor: movement.amountMinor,
    balanceAfterMinor: after,
    status: movement.status,
    reference: nextReference(ctx, movement.referencePrefix, now),
    channel: movement.channel ?? null,
    createdAt: now,
    updatedAt: now,
  });
  return { ok: true, transaction, member: updated };
}

/**
 * Moves a recorded movement to a new status, moving the money the change implies: a pending
 * one that completes applies its amount (refused when a debit no longer fits), an applied one
 * that is rejected or failed gives it back. Other changes only relabel it.
 */
export async function settleMovement(
  ctx: MoneyContext,
  transactionId: string,
  status: TransactionStatus,
): Promise<PostResult> {
  const transaction = ctx.db.transactions.findFirst((q) => q.where({ id: transactionId }));
  if (!transaction) return { ok: false, reason: 'unknownMember' };
  const member = ctx.db.members.findFirst((q) => q.where({ id: transaction.memberId }));
  if (!member) return { ok: false, reason: 'unknownMember' };
  const was = APPLIED.has(transaction.status);
  const will = APPLIED.has(status);
  const delta = was === will ? 0 : will ? transaction.amountMinor : -transaction.amountMinor;
  const after = balanceMinorOf(member) + delta;
  if (after < 0) return { ok: false, reason: 'insufficient' };
  const updated = delta === 0 ? member : await setBalance(ctx, member, after);
  const settled = await ctx.db.transactions.update(transaction, {
    data(record) {
      record.status = status;
      record.updatedAt = ctx.clock.now();
      if (delta !== 0) record.balanceAfterMinor = after;
    },
    strict: true,
  });
  return { ok: true, transaction: settled, member: updated };
}

async function setBalance(
  ctx: MoneyContext,
  member: MemberRecord,
  minor: number,
): Promise<MemberRecord> {
  return ctx.db.members.update((q) => q.where({ id: member.id }), {
    data(record) {
      record.balance = fromMinor(minor);
    },
    strict: true,
  });
}

/** A member's movements, newest first (what the records pages list). */
export function transactionsOf(ctx: MoneyContext, memberId: number): TransactionRecord[] {
  return ctx.db.transactions
    .findMany((q) => q.where({ memberId }))
    .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
}
