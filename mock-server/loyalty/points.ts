import type { PointRecord, PointType, RedeemStatus } from '#schemas/loyalty-api.ts';
import type { MoneyContext } from '#mock-server/money/ledger.ts';
import type { PointRecordRecord } from '#mock-server/loyalty/models.ts';
import { type MessageLanguage, contentLanguage } from '#mock-server/messages/language.ts';

/**
 * A member's points: the sum of their records that stand (a rejected one gave its points
 * back). Points never expire (spec section 3), so nothing here looks at dates.
 */
export function pointsOf(ctx: Pick<MoneyContext, 'db'>, memberId: number): number {
  return ctx.db.pointRecords
    .findMany((q) => q.where({ memberId }))
    .reduce((sum, record) => (record.status === 'rejected' ? sum : sum + record.changedPoints), 0);
}

/** Oldest first, as they were written (the running balance is counted in this order). */
function inOrder(records: PointRecordRecord[]): PointRecordRecord[] {
  return records.sort((a, b) => a.appliedAt - b.appliedAt || Number(a.id) - Number(b.id));
}

/** The member's records as the wire says, newest first, each with the points after it. */
export function pointRecordsOf(
  ctx: Pick<MoneyContext, 'db'>,
  memberId: number,
  language: MessageLanguage,
  type?: PointType,
): PointRecord[] {
  let balance = 0;
  const all = inOrder(ctx.db.pointRecords.findMany((q) => q.where({ memberId }))).map((record) => {
    if (record.status !== 'rejected') balance += record.changedPoints;
    return {
      reference: record.reference,
      appliedAt: record.appliedAt,
      type: record.type,
      name: record.name[contentLanguage(language)],
      quantity: record.quantity,
      pointsRequirement: record.pointsRequirement,
      amountRequirementMinor: record.amountRequirementMinor,
      status: record.status,
      changedPoints: record.changedPoints,
      balance,
      remark: record.remark,
    };
  });
  return all.filter((record) => type === undefined || record.type === type).reverse();
}

export interface NewPointRecord {
  memberId: number;
  type: PointType;
  name: { en: string; vi: string };
  quantity?: number;
  pointsRequirement?: number;
  amountRequirementMinor?: number;
  status: RedeemStatus;
  changedPoints: number;
  remark?: string;
  /** Default the platform clock. */
  at?: number;
  /** Default a new one: 'PT' + date + running number. */
  reference?: string;
}

/** A reference nobody has: 'PT', the date, a running number. */
export function nextPointReference(ctx: Pick<MoneyContext, 'db'>, at: number): string {
  const day = new Date(at).toISOString().slice(2, 10).replaceAll('-', '');
  const count = ctx.db.pointRecords.findMany((q) =>
    q.where({ reference: (reference) => reference.startsWith(`PT${day}`) }),
  ).length;
  return `PT${day}${String(count + 1).padStart(4, '0')}`;
}

/** Writes a points record. */
export async function addPointRecord(
  ctx: MoneyContext,
  record: NewPointRecord,
): Promise<PointRecordRecord> {
  const at = record.at ?? ctx.clock.now();
  return ctx.db.pointRecords.create({
    id: `${ctx.db.pointRecords.all().length + 1}`,
    memberId: record.memberId,
    reference: record.reference ?? nextPointReference(ctx, at),
    appliedAt: at,
    type: record.type,
    name: record.name,
    quantity: record.quantity ?? 1,
    pointsRequirement: record.pointsRequirement ?? 0,
    amountRequirementMinor: record.amountRequirementMinor ?? 0,
    status: record.status,
    changedPoints: record.changedPoints,
    remark: record.remark ?? '',
  });
}
