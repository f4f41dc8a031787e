import type {
  AgentOverview,
  ContractKind,
  IncomeRecord,
  OverviewFigures,
  Report,
  TeamBetRow,
  TeamMember,
  TeamProfitRow,
} from '#schemas/agent-api.ts';
import type { Brand } from '#brands/brand.types.ts';
import { activityIn, DAY_MS } from '#mock-server/agent/activity.ts';
import { heldContract, kindEnabled } from '#mock-server/agent/contracts.ts';
import { directDownlines, downlineOf } from '#mock-server/agent/tree.ts';
import { balanceMinorOf, type MoneyContext } from '#mock-server/money/ledger.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { CONTRACT_KINDS } from '#schemas/agent-api.ts';

/** The agent centre's figures, all from `activity.ts`, so totals are the sums of the rows. */

type ReportContext = MoneyContext & { brand: Brand };

/** The longest span a report covers (our choice): 92 days. */
export const MAX_SPAN_MS = 92 * DAY_MS;

/** A downline row of the team list (contracts of the kinds the brand offers). */
export function teamMemberOf(ctx: ReportContext, member: MemberRecord, level: number): TeamMember {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    level,
    balanceMinor: balanceMinorOf(member),
    lastLoginAt: member.lastLoginAt,
    downlines: directDownlines(ctx, member.id).length,
    contracts: CONTRACT_KINDS.filter(
      (kind) => kindEnabled(ctx.brand, kind) && heldContract(ctx, member.id, kind) !== undefined,
    ),
  };
}

/** Sums every numeric column of the rows. */
function totalsOf<Row extends { account: string; level: number }>(
  rows: Row[],
  empty: Omit<Row, 'account' | 'level'>,
): Omit<Row, 'account' | 'level'> {
  const totals: Record<string, number> = { ...(empty as Record<string, number>) };
  for (const row of rows) {
    for (const key of Object.keys(totals)) {
      totals[key] = (totals[key] ?? 0) + ((row as unknown as Record<string, number>)[key] ?? 0);
    }
  }
  return totals as Omit<Row, 'account' | 'level'>;
}

/** The downline rows a report covers: the whole downline, or one account of it. */
function reportMembers(ctx: ReportContext, agentId: number, account?: string) {
  const all = downlineOf(ctx, agentId);
  return account ? all.filter((entry) => entry.member.account === account) : all;
}

export function teamBetting(
  ctx: ReportContext,
  agentId: number,
  from: number,
  to: number,
  account?: string,
): Report<TeamBetRow> {
  const rows = reportMembers(ctx, agentId, account).map(({ member, level }) => {
    const activity = activityIn(ctx, member.id, from, to);
    return {
      account: member.account,
      level,
      bets: activity.bets,
      validBetMinor: activity.validBetMinor,
      winLossMinor: activity.winLossMinor,
    };
  });
  return { rows, totals: totalsOf(rows, { bets: 0, validBetMinor: 0, winLossMinor: 0 }), from, to };
}

export function teamProfitLoss(
  ctx: ReportContext,
  agentId: number,
  from: number,
  to: number,
  account?: string,
): Report<TeamProfitRow> {
  const rows = reportMembers(ctx, agentId, account).map(({ member, level }) => {
    const activity = activityIn(ctx, member.id, from, to);
    return {
      account: member.account,
      level,
      depositsMinor: activity.depositsMinor,
      withdrawalsMinor: activity.withdrawalsMinor,
      validBetMinor: activity.validBetMinor,
      winLossMinor: activity.winLossMinor,
      profitLossMinor: -activity.winLossMinor,
    };
  });
  const empty = {
    depositsMinor: 0,
    withdrawalsMinor: 0,
    validBetMinor: 0,
    winLossMinor: 0,
    profitLossMinor: 0,
  };
  return { rows, totals: totalsOf(rows, empty), from, to };
}

/** The caller's income records in the span, newest first. */
export function incomeOf(
  ctx: MoneyContext,
  memberId: number,
  from: number,
  to: number,
): IncomeRecord[] {
  return ctx.db.transactions
    .findMany((q) => q.where({ memberId, kind: 'income' }))
    .filter((record) => record.createdAt >= from && record.createdAt < to)
    .sort((a, b) => b.createdAt - a.createdAt || b.reference.localeCompare(a.reference))
    .map((record) => ({
      reference: record.reference,
      kind: (record.channel ?? '').replace('contract:', '') as ContractKind,
      amountMinor: record.amountMinor,
      createdAt: record.createdAt,
    }));
}

function figures(ctx: ReportContext, agentId: number, from: number, to: number): OverviewFigures {
  const profit = teamProfitLoss(ctx, agentId, from, to).totals;
  const joined = new Set(downlineOf(ctx, agentId).map((entry) => entry.member.id));
  const newMembers = ctx.db.teamJoins
    .all()
    .filter(
      (join) => joined.has(join.memberId) && join.joinedAt >= from && join.joinedAt < to,
    ).length;
  return {
    newMembers,
    depositsMinor: profit.depositsMinor,
    withdrawalsMinor: profit.withdrawalsMinor,
    validBetMinor: profit.validBetMinor,
    profitLossMinor: profit.profitLossMinor,
    incomeMinor: incomeOf(ctx, agentId, from, to).reduce((sum, r) => sum + r.amountMinor, 0),
  };
}

export function overviewOf(ctx: ReportContext, agentId: number): AgentOverview {
  const now = ctx.clock.now();
  const end = now + 1;
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return {
    teamSize: downlineOf(ctx, agentId).length,
    directMembers: directDownlines(ctx, agentId).length,
    today: figures(ctx, agentId, today, end),
    days7: figures(ctx, agentId, today - 6 * DAY_MS, end),
    days30: figures(ctx, agentId, today - 29 * DAY_MS, end),
  };
}
