import type { Contract, ContractKind, ContractTier } from '#schemas/agent-api.ts';
import type { Brand } from '#brands/brand.types.ts';
import type { ContractRecord } from '#mock-server/agent/models.ts';
import type { MoneyContext } from '#mock-server/money/ledger.ts';

/**
 * The contract rules the platform checks: the platform's cap for an agent with no upline
 * contract, an agent's own rate, the lower-rate rule and the brand switches.
 */

/** The highest rate (percent) the platform grants a top agent, per kind (our choice). */
export const PLATFORM_CAP: Readonly<Record<ContractKind, number>> = {
  dividend: 40,
  dailySalary: 1.5,
  hourlySalary: 1,
  realtimeSalary: 0.8,
};

/** Whether the brand offers the kind (`platform.contracts`). */
export function kindEnabled(brand: Brand, kind: ContractKind): boolean {
  const switches = brand.platform.contracts;
  return switches[kind];
}

/** The best rate of a contract: what the lower-rate rule and the ceiling compare. */
export function topRate(tiers: readonly ContractTier[]): number {
  return tiers.reduce((best, tier) => Math.max(best, tier.rate), 0);
}

/** Statuses in which a contract pays (a termination request does not stop it until agreed). */
export const LIVE_STATUSES: ReadonlySet<ContractRecord['status']> = new Set([
  'accepted',
  'terminationRequested',
]);

/** The contract the member holds from its upline for the kind, while it pays. */
export function heldContract(
  ctx: MoneyContext,
  memberId: number,
  kind: ContractKind,
): ContractRecord | undefined {
  return ctx.db.contracts
    .findMany((q) => q.where({ downlineId: memberId, kind }))
    .find((contract) => LIVE_STATUSES.has(contract.status));
}

/**
 * The highest rate the member may offer (and earns at most) for the kind: the platform's cap
 * for an agent without an upline, else its own live contract's best rate (0 without one).
 */
export function ceilingRate(ctx: MoneyContext, memberId: number, kind: ContractKind): number {
  const member = ctx.db.members.findFirst((q) => q.where({ id: memberId }));
  if (!member) return 0;
  if (member.uplineId === null) return PLATFORM_CAP[kind];
  const held = heldContract(ctx, memberId, kind);
  return held ? topRate(held.tiers) : 0;
}

/**
 * The rate that applies to a period: the best tier whose active members and volume the period
 * reached; a top agent earns the platform's cap.
 */
export function rateFor(
  ctx: MoneyContext,
  memberId: number,
  kind: ContractKind,
  figures: { activeMembers: number; volumeMinor: number },
): number {
  const member = ctx.db.members.findFirst((q) => q.where({ id: memberId }));
  if (!member) return 0;
  if (member.uplineId === null) return PLATFORM_CAP[kind];
  const held = heldContract(ctx, memberId, kind);
  if (!held) return 0;
  return held.tiers
    .filter(
      (tier) =>
        figures.activeMembers >= tier.activeMembers && figures.volumeMinor >= tier.volumeMinor,
    )
    .reduce((best, tier) => Math.max(best, tier.rate), 0);
}

/**
 * The lower-rate rule: the downline's contracts of the kind with its own downlines (offered or
 * in force) whose best rate is above `rate`; they end if the upline agrees.
 */
export function higherRatedBelow(
  ctx: MoneyContext,
  downlineId: number,
  kind: ContractKind,
  rate: number,
): ContractRecord[] {
  return ctx.db.contracts
    .findMany((q) => q.where({ uplineId: downlineId, kind }))
    .filter(
      (contract) =>
        (contract.status === 'pending' || LIVE_STATUSES.has(contract.status)) &&
        topRate(contract.tiers) > rate,
    );
}

/** A contract as the wire shows it. */
export function contractOf(ctx: MoneyContext, record: ContractRecord): Contract {
  const account = (id: number | null) =>
    id === null ? null : (ctx.db.members.findFirst((q) => q.where({ id }))?.account ?? null);
  return {
    id: record.id,
    kind: record.kind,
    upline: account(record.uplineId) ?? '',
    downline: account(record.downlineId) ?? '',
    status: record.status,
    request:
      record.status === 'pending'
        ? 'new'
        : record.status === 'terminationRequested'
          ? 'termination'
          : null,
    requestedBy: account(record.requestedById),
    tiers: record.tiers,
    period: record.period,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    endedReason: record.endedReason,
  };
}

/** Checks tiers as sent: 1 to 5, whole non-negative figures, rates above 0 with 2 decimals. */
export function validTiers(tiers: unknown): tiers is ContractTier[] {
  if (!Array.isArray(tiers) || tiers.length < 1 || tiers.length > 5) return false;
  return tiers.every((tier: unknown) => {
    if (typeof tier !== 'object' || tier === null) return false;
    const { activeMembers, volumeMinor, rate } = tier as Record<string, unknown>;
    return (
      Number.isSafeInteger(activeMembers) &&
      (activeMembers as number) >= 0 &&
      Number.isSafeInteger(volumeMinor) &&
      (volumeMinor as number) >= 0 &&
      typeof rate === 'number' &&
      Number.isFinite(rate) &&
      rate > 0 &&
      Math.abs(Math.round(rate * 100) - rate * 100) < 1e-6
    );
  });
}
