import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { DownlineTransferRequest, OpenAccountRequest } from '#schemas/agent-api.ts';
import { DAY_MS } from '#mock-server/agent/activity.ts';
import { agentAnnouncements } from '#mock-server/agent/announcements.ts';
import {
  incomeOf,
  MAX_SPAN_MS,
  overviewOf,
  teamBetting,
  teamMemberOf,
  teamProfitLoss,
} from '#mock-server/agent/reports.ts';
import { settleContracts } from '#mock-server/agent/settlement.ts';
import { directDownlines, downlineOf, levelInDownline } from '#mock-server/agent/tree.ts';
import { hostileAgentAnnouncements } from '#mock-server/content/hostile-content.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readEncryptedJson, text } from '#mock-server/encrypted-body.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { replyLanguage, type MessageLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { isIdempotencyKey, once } from '#mock-server/money/idempotency.ts';
import { balanceMinorOf, postMovement } from '#mock-server/money/ledger.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { PASSWORD_RULE } from '#mock-server/passwords.ts';
import { resolve } from '#mock-server/route.ts';
import { contentLanguage } from '#mock-server/seeds/seed-env.ts';
import { passwordRefusal } from '#mock-server/handlers/withdraw.handlers.ts';
import { checkWithdrawPassword } from '#mock-server/withdraw/gate.ts';

/**
 * The agent centre (spec sections 2 and 6). Access `agent` is the contract's; here: a downline
 * named by the caller must be in its own downline (403), and due contract income is settled
 * before every answer (`agent/settlement.ts`).
 */

/** Account names an agent may open: a letter, then 3 to 15 letters or digits (our rule). */
const ACCOUNT_RULE = /^[a-z][a-z0-9]{3,15}$/;

type Span = { ok: true; from: number; to: number } | { ok: false };

/** `from`/`to` of the query (epoch ms); default the last 7 days up to now. */
export function spanOf(ctx: PlatformContext, url: URL): Span {
  const now = ctx.clock.now();
  const number = (name: string, fallback: number) => {
    const raw = url.searchParams.get(name);
    return raw === null || raw === '' ? fallback : Number(raw);
  };
  const to = number('to', now + 1);
  const from = number('from', Math.floor(now / DAY_MS) * DAY_MS - 6 * DAY_MS);
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to)) return { ok: false };
  if (to <= from || to - from > MAX_SPAN_MS) return { ok: false };
  return { ok: true, from, to };
}

/** The downline account the query names (undefined: none), or a 403 when it is not one. */
function namedDownline(
  ctx: PlatformContext,
  caller: MemberRecord,
  url: URL,
  language: MessageLanguage,
) {
  const account = url.searchParams.get('account')?.trim().toLowerCase();
  if (!account) return { ok: true as const, account: undefined };
  if (!levelInDownline(ctx, caller.id, account)) {
    return { ok: false as const, response: fail(403, say(language, 'notInDownline')) };
  }
  return { ok: true as const, account };
}

export function agentHandlers(ctx: PlatformContext) {
  const settle = () => settleContracts(ctx);

  return [
    resolve(ctx, ENDPOINTS.getConsolidatedFlags, () => {
      const switches = ctx.brand.platform.contracts;
      return ok({
        divtypereq: switches.dividend,
        dailysalreqtype: switches.dailySalary,
        contracthoursalreq: switches.hourlySalary,
        realtimesalreqtype: switches.realtimeSalary,
      });
    }),

    resolve(ctx, ENDPOINTS.getAgentAnnouncements, () =>
      ok(
        ctx.scenario().hostileContent
          ? hostileAgentAnnouncements(ctx.clock.now())
          : agentAnnouncements(contentLanguage(ctx.brand)),
      ),
    ),

    resolve(ctx, ENDPOINTS.getAgentOverview, async ({ caller }) => {
      await settle();
      return ok(overviewOf(ctx, caller.member.id));
    }),

    resolve(ctx, ENDPOINTS.getTeam, ({ request, caller }) => {
      const { member } = caller;
      const language = replyLanguage(request, member.language);
      const url = new URL(request.url);
      const search = url.searchParams.get('search')?.trim().toLowerCase();
      if (search) {
        return ok(
          downlineOf(ctx, member.id)
            .filter((entry) => entry.member.account.includes(search))
            .map((entry) => teamMemberOf(ctx, entry.member, entry.level)),
        );
      }
      const parent = url.searchParams.get('parent')?.trim().toLowerCase();
      let parentId = member.id;
      let parentLevel = 0;
      if (parent && parent !== member.account) {
        const found = levelInDownline(ctx, member.id, parent);
        if (!found) return fail(403, say(language, 'notInDownline'));
        parentId = found.member.id;
        parentLevel = found.level;
      }
      return ok(
        directDownlines(ctx, parentId).map((downline) =>
          teamMemberOf(ctx, downline, parentLevel + 1),
        ),
      );
    }),

    resolve(ctx, ENDPOINTS.getTeamBetting, ({ request, caller }) => {
      const language = replyLanguage(request, caller.member.language);
      const url = new URL(request.url);
      const span = spanOf(ctx, url);
      if (!span.ok) return fail(400, say(language, 'badSpan'));
      const named = namedDownline(ctx, caller.member, url, language);
      if (!named.ok) return named.response;
      return ok(teamBetting(ctx, caller.member.id, span.from, span.to, named.account));
    }),

    resolve(ctx, ENDPOINTS.getTeamProfitLoss, ({ request, caller }) => {
      const language = replyLanguage(request, caller.member.language);
      const url = new URL(request.url);
      const span = spanOf(ctx, url);
      if (!span.ok) return fail(400, say(language, 'badSpan'));
      const named = namedDownline(ctx, caller.member, url, language);
      if (!named.ok) return named.response;
      return ok(teamProfitLoss(ctx, caller.member.id, span.from, span.to, named.account));
    }),

    resolve(ctx, ENDPOINTS.getAgentIncome, async ({ request, caller }) => {
      const language = replyLanguage(request, caller.member.language);
      const span = spanOf(ctx, new URL(request.url));
      if (!span.ok) return fail(400, say(language, 'badSpan'));
      await settle();
      return ok(incomeOf(ctx, caller.member.id, span.from, span.to));
    }),

    resolve(ctx, ENDPOINTS.getAgentTransactions, async ({ request, caller }) => {
      const language = replyLanguage(request, caller.member.language);
      const span = spanOf(ctx, new URL(request.url));
      if (!span.ok) return fail(400, say(language, 'badSpan'));
      await settle();
      return ok(
        ctx.db.transactions
          .findMany((q) => q.where({ memberId: caller.member.id }))
          .filter((record) => record.createdAt >= span.from && record.createdAt < span.to)
          .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id))
          .map((record) => ({
            reference: record.reference,
            kind: record.kind,
            amountMinor: record.amountMinor,
            balanceAfterMinor: record.balanceAfterMinor,
            status: record.status,
            channel: record.channel,
            createdAt: record.createdAt,
          })),
      );
    }),

    resolve(ctx, ENDPOINTS.getInvitations, async ({ caller }) => {
      const { member } = caller;
      let codes = ctx.db.affiliateCodes.findMany((q) => q.where({ agentId: member.id }));
      if (codes.length === 0) {
        // An agent opened by its upline gets its account name as its code on first sight.
        await ctx.db.affiliateCodes.create({
          code: member.account.toUpperCase(),
          agentId: member.id,
        });
        codes = ctx.db.affiliateCodes.findMany((q) => q.where({ agentId: member.id }));
      }
      return ok(
        codes.map(({ code }) => ({
          code,
          path: `/register?affiliateCode=${encodeURIComponent(code)}`,
        })),
      );
    }),

    resolve(ctx, ENDPOINTS.openDownlineAccount, async ({ request, caller }) => {
      const { member } = caller;
      const language = replyLanguage(request, member.language);
      const read = await readEncryptedJson<OpenAccountRequest>(ctx, request);
      if (!read.ok) return read.response;
      const account = text(read.body.account).toLowerCase();
      const password = text(read.body.password);
      const type = read.body.type;
      if (!ACCOUNT_RULE.test(account)) return fail(400, say(language, 'accountFormat'));
      if (!PASSWORD_RULE.test(password)) return fail(400, say(language, 'passwordFormat'));
      if (type !== 0 && type !== 2) return fail(400, say(language, 'inputFormat'));
      if (ctx.db.members.findFirst((q) => q.where({ account }))) {
        return fail(400, say(language, 'usernameTaken'));
      }
      const id = Math.max(...ctx.db.members.all().map((record) => record.id)) + 1;
      const created = await ctx.db.members.create({
        id,
        account,
        nickname: account,
        type,
        rankLevel: 0,
        language: member.language,
        mobileNum: null,
        countryDialingCode: null,
        email: null,
        password,
        passwordExpired: false,
        lastLoginAt: null,
        balance: 0,
        uplineId: member.id,
        memberLabels: [],
      });
      await ctx.db.teamJoins.create({ memberId: id, joinedAt: ctx.clock.now() });
      return ok(teamMemberOf(ctx, created, 1));
    }),

    resolve(ctx, ENDPOINTS.transferToDownline, async ({ request, caller }) => {
      const { member } = caller;
      const language = replyLanguage(request, member.language);
      const read = await readEncryptedJson<DownlineTransferRequest>(ctx, request);
      if (!read.ok) return read.response;
      const body = read.body;
      if (!isIdempotencyKey(body.idempotencyKey)) {
        return fail(400, say(language, 'idempotencyKeyMissing'));
      }
      return once(
        ctx,
        { memberId: member.id, call: 'transferToDownline', key: body.idempotencyKey },
        async () => {
          const found = levelInDownline(ctx, member.id, text(body.downline));
          if (!found) return fail(403, say(language, 'notInDownline'));
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
            referencePrefix: 'TD',
            channel: `downline:${found.member.account}`,
          });
          if (!debit.ok) return fail(400, say(language, 'insufficientFunds'));
          await postMovement(ctx, {
            memberId: found.member.id,
            kind: 'transfer',
            amountMinor: amount,
            status: 'completed',
            referencePrefix: 'TD',
            channel: `upline:${member.account}`,
          });
          return ok({ downline: found.member.account, balanceMinor: balanceMinorOf(debit.member) });
        },
      );
    }),
  ];
}
