import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { GAME_CATEGORIES, type GameCategory } from '#schemas/platform-api.ts';
import type { AccountTotals, BetRecord, BetTotals, BonusTotals } from '#schemas/records-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { betDetail } from '#mock-server/records/bet-detail.ts';
import { pageOf, parseRecordsQuery, type ParsedRecordsQuery } from '#mock-server/records/paging.ts';
import { profitReport } from '#mock-server/records/profit.ts';
import { accountRows, betRows, bonusRows } from '#mock-server/records/rows.ts';
import { resolve } from '#mock-server/route.ts';

const inRange = (time: number, query: ParsedRecordsQuery) => time >= query.from && time <= query.to;

/** A filter parameter: '' or absent matches everything. */
const matches = (url: URL, name: string, value: string) => {
  const wanted = url.searchParams.get(name);
  return !wanted || wanted === value;
};

const betTotals = (rows: readonly BetRecord[]): BetTotals =>
  rows.reduce(
    (sum, bet) => ({
      count: sum.count + 1,
      stakeMinor: sum.stakeMinor + bet.stakeMinor,
      validBetMinor: sum.validBetMinor + bet.validBetMinor,
      payoutMinor: sum.payoutMinor + bet.payoutMinor,
      profitMinor: sum.profitMinor + bet.profitMinor,
    }),
    { count: 0, stakeMinor: 0, validBetMinor: 0, payoutMinor: 0, profitMinor: 0 },
  );

/**
 * The records pages (account, betting, profit, bonus): the member's generated history
 * (`records/`) merged with the ledger's movements, filtered and paged here. Only the caller's
 * own records: the access rule refuses a query naming another member, and a bet number of
 * another member answers 403.
 */
export function recordsHandlers(ctx: PlatformContext) {
  const badRange = (request: Request, language: string, query: ParsedRecordsQuery) =>
    query.from > query.to ? fail(400, say(replyLanguage(request, language), 'badDateRange')) : null;

  return [
    resolve(ctx, ENDPOINTS.getAccountRecords, ({ request, caller }) => {
      const url = new URL(request.url);
      const query = parseRecordsQuery(url);
      const refused = badRange(request, caller.member.language, query);
      if (refused) return refused;
      const rows = accountRows(ctx, caller.member).filter(
        (row) =>
          inRange(row.createdAt, query) &&
          matches(url, 'kind', row.kind) &&
          matches(url, 'status', row.status),
      );
      const totals = rows.reduce<AccountTotals>(
        (sum, row) => {
          if (row.status !== 'completed' && row.status !== 'processing') return sum;
          return row.amountMinor >= 0
            ? {
                ...sum,
                creditMinor: sum.creditMinor + row.amountMinor,
                netMinor: sum.netMinor + row.amountMinor,
              }
            : {
                ...sum,
                debitMinor: sum.debitMinor - row.amountMinor,
                netMinor: sum.netMinor + row.amountMinor,
              };
        },
        { creditMinor: 0, debitMinor: 0, netMinor: 0 },
      );
      return ok({ ...pageOf(rows, query), totals });
    }),

    resolve(ctx, ENDPOINTS.getBetRecords, ({ request, caller }) => {
      const url = new URL(request.url);
      const query = parseRecordsQuery(url);
      const refused = badRange(request, caller.member.language, query);
      if (refused) return refused;
      const language = replyLanguage(request, caller.member.language);
      const all = betRows(ctx, caller.member, language);
      const vendors = new Map<
        string,
        { category: GameCategory; vendor: string; vendorName: string }
      >();
      for (const bet of all) {
        vendors.set(`${bet.category}:${bet.vendor}`, {
          category: bet.category,
          vendor: bet.vendor,
          vendorName: bet.vendorName,
        });
      }
      const rows = all
        .filter(
          (bet) =>
            inRange(bet.placedAt, query) &&
            matches(url, 'category', bet.category) &&
            matches(url, 'vendor', bet.vendor) &&
            matches(url, 'status', bet.status),
        )
        .map(({ detailSeed: _seed, references: _references, ...bet }) => bet);
      const brandOrder: readonly string[] = Object.keys(ctx.brand.platform.categories);
      const order = (category: GameCategory) =>
        brandOrder.includes(category)
          ? brandOrder.indexOf(category)
          : GAME_CATEGORIES.indexOf(category) + 100;
      return ok({
        ...pageOf(rows, query),
        totals: betTotals(rows),
        vendors: [...vendors.values()].sort(
          (a, b) => order(a.category) - order(b.category) || a.vendor.localeCompare(b.vendor),
        ),
      });
    }),

    resolve(ctx, ENDPOINTS.getBetDetail, ({ request, caller }) => {
      const betId = new URL(request.url).searchParams.get('betId') ?? '';
      const language = replyLanguage(request, caller.member.language);
      const owner = /^B(\d+)-/.exec(betId)?.[1];
      if (owner !== undefined && Number(owner) !== caller.member.id) {
        return fail(403, say(language, 'otherMember'));
      }
      const row = betRows(ctx, caller.member, language).find((bet) => bet.id === betId);
      if (!row) return fail(404, say(language, 'unknownBet'));
      return ok(betDetail(row, language));
    }),

    resolve(ctx, ENDPOINTS.getProfitReport, ({ request, caller }) => {
      const url = new URL(request.url);
      const query = parseRecordsQuery(url);
      const refused = badRange(request, caller.member.language, query);
      if (refused) return refused;
      const groupBy = url.searchParams.get('groupBy') === 'category' ? 'category' : 'day';
      const tzOffset = Number(url.searchParams.get('tzOffset') ?? 0);
      const language = replyLanguage(request, caller.member.language);
      const bets = betRows(ctx, caller.member, language).filter(
        (bet) => inRange(bet.placedAt, query) && matches(url, 'category', bet.category),
      );
      const bonuses = url.searchParams.get('category')
        ? []
        : bonusRows(ctx, caller.member).filter((bonus) => inRange(bonus.createdAt, query));
      return ok(
        profitReport(
          bets,
          bonuses,
          groupBy,
          Number.isFinite(tzOffset) ? Math.max(-840, Math.min(840, tzOffset)) : 0,
          Object.keys(ctx.brand.platform.categories),
        ),
      );
    }),

    resolve(ctx, ENDPOINTS.getBonusRecords, ({ request, caller }) => {
      const url = new URL(request.url);
      const query = parseRecordsQuery(url);
      const refused = badRange(request, caller.member.language, query);
      if (refused) return refused;
      const rows = bonusRows(ctx, caller.member).filter(
        (bonus) =>
          inRange(bonus.createdAt, query) &&
          matches(url, 'kind', bonus.kind) &&
          matches(url, 'status', bonus.status),
      );
      const totals = rows.reduce<BonusTotals>(
        (sum, bonus) => ({
          count: sum.count + 1,
          amountMinor: sum.amountMinor + bonus.amountMinor,
          turnoverMinor: sum.turnoverMinor + bonus.turnoverMinor,
        }),
        { count: 0, amountMinor: 0, turnoverMinor: 0 },
      );
      return ok({ ...pageOf(rows, query), totals });
    }),
  ];
}
