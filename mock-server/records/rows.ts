import type { PlatformContext } from '#mock-server/context.ts';
import { vendorName } from '#mock-server/content/vendor-names.ts';
import { catalogueOf } from '#mock-server/games/catalogue.ts';
import { nameOf } from '#mock-server/games/catalogue-slices.ts';
import { type MessageLanguage, contentLanguage } from '#mock-server/messages/language.ts';
import type { MemberRecord, TransactionRecord } from '#mock-server/models.ts';
import { historyOf } from '#mock-server/records/history.ts';
import type { HistoryBet } from '#mock-server/records/history.types.ts';
import type { GameCategory } from '#schemas/platform-api.ts';
import type { AccountRecord, BetRecord, BonusKind, BonusRecord } from '#schemas/records-api.ts';

type RecordsContext = Pick<PlatformContext, 'db' | 'clock' | 'brand'>;

const newestFirst = <T extends { createdAt: number }>(a: T, b: T) => b.createdAt - a.createdAt;

const ledgerOf = (ctx: RecordsContext, member: MemberRecord): TransactionRecord[] =>
  ctx.db.transactions
    .findMany((q) => q.where({ memberId: member.id }))
    .sort((a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id));

/** The account record: the ledger's movements after the generated history, newest first. */
export function accountRows(ctx: RecordsContext, member: MemberRecord): AccountRecord[] {
  const history = historyOf(ctx, member);
  const ledger: AccountRecord[] = ledgerOf(ctx, member).map((record) => ({
    id: `t${record.id}`,
    reference: record.reference,
    kind: record.kind,
    amountMinor: record.amountMinor,
    balanceAfterMinor: record.balanceAfterMinor,
    status: record.status,
    channel: record.channel,
    createdAt: record.createdAt,
  }));
  const generated: AccountRecord[] = history.movements.map((movement) => ({
    id: movement.id,
    reference: movement.reference,
    kind: movement.kind,
    amountMinor: movement.amountMinor,
    balanceAfterMinor: movement.balanceAfterMinor,
    status: movement.status,
    channel: movement.channel,
    createdAt: movement.createdAt,
  }));
  return [...ledger.reverse(), ...generated.reverse()];
}

/** A bet of the record, its game named in `language`. */
export interface BetRow extends BetRecord {
  detailSeed: number;
  references: string[];
}

function toBetRow(ctx: RecordsContext, bet: HistoryBet, language: MessageLanguage): BetRow {
  const slice = catalogueOf(ctx.brand).slices.find((candidate) => candidate.id === bet.sliceId);
  return {
    id: bet.id,
    category: bet.category,
    vendor: bet.vendor,
    vendorName: vendorName(bet.vendor),
    gameName: slice
      ? nameOf(slice, bet.gameIndex, contentLanguage(language))
      : vendorName(bet.vendor),
    placedAt: bet.placedAt,
    settledAt: bet.settledAt,
    stakeMinor: bet.stakeMinor,
    validBetMinor: bet.status === 'won' || bet.status === 'lost' ? bet.stakeMinor : 0,
    payoutMinor: bet.payoutMinor,
    profitMinor: bet.status === 'unsettled' ? 0 : bet.payoutMinor - bet.stakeMinor,
    status: bet.status,
    detailSeed: bet.detailSeed,
    references: bet.references,
  };
}

/**
 * The betting record, newest first: the generated bets, and the rounds of the demo games
 * the member played (a ledger `bet` movement and the `payout` of the same moment and vendor).
 */
export function betRows(
  ctx: RecordsContext,
  member: MemberRecord,
  language: MessageLanguage,
): BetRow[] {
  const generated = historyOf(ctx, member).bets.map((bet) => toBetRow(ctx, bet, language));
  const ledger = ledgerOf(ctx, member);
  const played: BetRow[] = [];
  ledger.forEach((record, index) => {
    if (record.kind !== 'bet') return;
    const next = ledger[index + 1];
    const payout =
      next?.kind === 'payout' &&
      next.channel === record.channel &&
      next.createdAt === record.createdAt
        ? next
        : undefined;
    const vendor = record.channel ?? '';
    const category: GameCategory =
      ctx.db.vendors.findFirst((q) => q.where({ vassalage: vendor }))?.gameCategory ?? 'RNG';
    const stakeMinor = -record.amountMinor;
    const payoutMinor = payout?.amountMinor ?? 0;
    played.push({
      id: `B${member.id}-R${record.reference.slice(2)}`,
      category,
      vendor,
      vendorName: vendorName(vendor),
      gameName: vendorName(vendor),
      placedAt: record.createdAt,
      settledAt: record.createdAt,
      stakeMinor,
      validBetMinor: payoutMinor === stakeMinor ? 0 : stakeMinor,
      payoutMinor,
      profitMinor: payoutMinor - stakeMinor,
      status: payoutMinor > stakeMinor ? 'won' : payoutMinor === stakeMinor ? 'draw' : 'lost',
      detailSeed: Number(record.id),
      references: payout ? [record.reference, payout.reference] : [record.reference],
    });
  });
  return [...played.reverse(), ...generated.reverse()];
}

/** Bonus kind of a ledger bonus: a deposit's first-deposit bonus names the deposit. */
const ledgerBonusKind = (channel: string | null): BonusKind =>
  channel?.startsWith('DP') ? 'firstDeposit' : 'promotion';

/** The bonuses, newest first: the ledger's, then the generated ones. */
export function bonusRows(ctx: RecordsContext, member: MemberRecord): BonusRecord[] {
  const ledger: BonusRecord[] = ledgerOf(ctx, member)
    .filter((record) => record.kind === 'bonus')
    .map((record) => ({
      id: `t${record.id}`,
      reference: record.reference,
      kind: ledgerBonusKind(record.channel),
      amountMinor: record.amountMinor,
      turnoverMinor: record.amountMinor * 3,
      status: record.status === 'completed' ? 'completed' : 'pending',
      createdAt: record.createdAt,
    }));
  return [...ledger, ...historyOf(ctx, member).bonuses].sort(newestFirst);
}
