import type { BonusRecord, ProfitGrouping, ProfitReport, ProfitRow } from '#schemas/records-api.ts';
import type { BetRow } from '#mock-server/records/rows.ts';

const MINUTE = 60 * 1000;

const emptyRow = (key: string): ProfitRow => ({
  key,
  bets: 0,
  stakeMinor: 0,
  validBetMinor: 0,
  payoutMinor: 0,
  bonusMinor: 0,
  profitMinor: 0,
});

/** The member's local day of a time, `tzOffset` minutes from UTC. */
const localDay = (time: number, tzOffset: number) =>
  new Date(time + tzOffset * MINUTE).toISOString().slice(0, 10);

/**
 * Profit and loss of settled bets (by the day they were placed, or by category), newest day
 * first or in category order. Bonuses count by day only: they belong to no category.
 */
export function profitReport(
  bets: readonly BetRow[],
  bonuses: readonly BonusRecord[],
  groupBy: ProfitGrouping,
  tzOffset: number,
  categoryOrder: readonly string[],
): ProfitReport {
  const rows = new Map<string, ProfitRow>();
  const row = (key: string) => {
    let found = rows.get(key);
    if (!found) {
      found = emptyRow(key);
      rows.set(key, found);
    }
    return found;
  };
  for (const bet of bets) {
    if (bet.status === 'unsettled') continue;
    const target = row(groupBy === 'day' ? localDay(bet.placedAt, tzOffset) : bet.category);
    target.bets += 1;
    target.stakeMinor += bet.stakeMinor;
    target.validBetMinor += bet.validBetMinor;
    target.payoutMinor += bet.payoutMinor;
    target.profitMinor += bet.payoutMinor - bet.stakeMinor;
  }
  if (groupBy === 'day') {
    for (const bonus of bonuses) {
      if (bonus.status !== 'completed') continue;
      const target = row(localDay(bonus.createdAt, tzOffset));
      target.bonusMinor += bonus.amountMinor;
      target.profitMinor += bonus.amountMinor;
    }
  }
  const list = [...rows.values()].sort((a, b) =>
    groupBy === 'day'
      ? b.key.localeCompare(a.key)
      : categoryOrder.indexOf(a.key) - categoryOrder.indexOf(b.key),
  );
  const totals = list.reduce(
    (sum, item) => ({
      bets: sum.bets + item.bets,
      stakeMinor: sum.stakeMinor + item.stakeMinor,
      validBetMinor: sum.validBetMinor + item.validBetMinor,
      payoutMinor: sum.payoutMinor + item.payoutMinor,
      bonusMinor: sum.bonusMinor + item.bonusMinor,
      profitMinor: sum.profitMinor + item.profitMinor,
    }),
    { bets: 0, stakeMinor: 0, validBetMinor: 0, payoutMinor: 0, bonusMinor: 0, profitMinor: 0 },
  );
  return { groupBy, rows: list, totals };
}
