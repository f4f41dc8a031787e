import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type {
  ConfirmWithdrawalRequest,
  NewWithdrawAccount,
  SetWithdrawPasswordRequest,
  Withdrawal,
  WithdrawRequest,
} from '#schemas/withdraw-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readEncryptedJson, readJson, text } from '#mock-server/encrypted-body.ts';
import { fail, failWith, ok } from '#mock-server/envelope.ts';
import type { MessageLanguage } from '#mock-server/messages/language.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { balanceMinorOf } from '#mock-server/money/ledger.ts';
import { isIdempotencyKey, once } from '#mock-server/money/idempotency.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { checkNewPassword } from '#mock-server/passwords.ts';
import { resolve } from '#mock-server/route.ts';
import { confirmWithdrawal, type ConfirmRefusal } from '#mock-server/withdraw/confirm.ts';
import { formatMinor } from '#mock-server/money/format.ts';
import {
  checkWithdrawPassword,
  lockedUntil,
  type PasswordCheck,
} from '#mock-server/withdraw/gate.ts';
import {
  amountLimits,
  confirmTimeoutMinutesOf,
  WITHDRAW_RULES,
} from '#mock-server/withdraw/rules.ts';
import {
  submitWithdrawal,
  toWireAccount,
  toWireWithdrawal,
  turnoverRequired,
  usedToday,
  withdrawalsOf,
  type WithdrawRefusal,
} from '#mock-server/withdraw/withdrawals.ts';

const CONFIRM_REFUSALS = {
  unknownWithdrawal: [404, 'withdrawalUnknown'],
  otherMember: [403, 'otherMember'],
  notCompleted: [400, 'withdrawalNotCompleted'],
  autoReceived: [400, 'withdrawalAutoReceived'],
  alreadyConfirmed: [400, 'withdrawalAlreadyConfirmed'],
  badAmount: [400, 'badAmount'],
  proofRequired: [400, 'proofRequired'],
  proofRefused: [400, 'proofRefused'],
} as const satisfies Record<ConfirmRefusal, readonly [number, string]>;

/** The refusal of a withdraw password check (also used by the upline transfer). */
export function passwordRefusal(
  language: MessageLanguage,
  check: Exclude<PasswordCheck, { ok: true }>,
) {
  if (check.reason === 'noPassword') return fail(400, say(language, 'withdrawPasswordNotSet'));
  if (check.reason === 'locked' || check.lockedUntil !== null) {
    return failWith(403, say(language, 'withdrawLocked', { minutes: WITHDRAW_RULES.lockMinutes }), {
      triesLeft: 0,
      lockedUntil: check.lockedUntil,
    });
  }
  return failWith(400, say(language, 'withdrawPasswordWrong', { tries: check.triesLeft }), {
    triesLeft: check.triesLeft,
    lockedUntil: null,
  });
}

function withdrawRefusal(
  ctx: PlatformContext,
  language: MessageLanguage,
  refusal: WithdrawRefusal,
) {
  switch (refusal.reason) {
    case 'unknownAccount':
      return fail(400, say(language, 'unknownWithdrawAccount'));
    case 'badAmount':
      return fail(400, say(language, 'badAmount'));
    case 'belowMin':
      return fail(
        400,
        say(language, 'withdrawBelowMin', {
          limit: formatMinor(ctx.brand, refusal.limitMinor, language),
        }),
      );
    case 'aboveMax':
      return fail(
        400,
        say(language, 'withdrawAboveMax', {
          limit: formatMinor(ctx.brand, refusal.limitMinor, language),
        }),
      );
    case 'dailyCount':
      return fail(400, say(language, 'withdrawDailyCount', { count: refusal.count }));
    case 'turnover':
      return fail(
        400,
        say(language, 'withdrawTurnover', {
          amount: formatMinor(ctx.brand, refusal.turnoverMinor, language),
        }),
      );
    case 'insufficient':
      return fail(400, say(language, 'insufficientFunds'));
  }
}

/**
 * Withdrawals (spec sections 2 and 4): the page's information, receiving accounts, the
 * withdraw password (set once; 5 wrong tries lock money out for 15 minutes), the withdrawal
 * itself (rules in `withdraw/`), the records and the member's confirmation.
 */
export function withdrawHandlers(ctx: PlatformContext) {
  const languageOf = (request: Request, member: MemberRecord) =>
    replyLanguage(request, member.language);

  return [
    resolve(ctx, ENDPOINTS.getWithdrawInfo, ({ caller }) => {
      const { member } = caller;
      return ok({
        accounts: ctx.db.withdrawAccounts
          .findMany((q) => q.where({ memberId: member.id }))
          .map(toWireAccount),
        realName: member.profile?.payeeName ?? null,
        hasPassword: Boolean(member.paymentPassword),
        lockedUntil: lockedUntil(ctx, member.id),
        balanceMinor: balanceMinorOf(member),
        ...amountLimits(ctx.brand),
        dailyCount: WITHDRAW_RULES.dailyCount,
        usedToday: usedToday(ctx, member.id),
        feePercent: WITHDRAW_RULES.feePercent,
        turnoverRequiredMinor: turnoverRequired(ctx, member.id),
        confirmTimeoutMinutes: confirmTimeoutMinutesOf(ctx.brand),
      });
    }),

    resolve(ctx, ENDPOINTS.addWithdrawAccount, async ({ request, caller }) => {
      const { member } = caller;
      const language = languageOf(request, member);
      const body = await readJson<NewWithdrawAccount>(request);
      const kind = body.kind;
      if (kind !== 'bank' && kind !== 'ewallet' && kind !== 'usdt') {
        return fail(400, say(language, 'unknownWithdrawAccount'));
      }
      const number = text(body.number).replace(/\s+/g, '');
      if (number === '') return fail(400, say(language, 'receivingAddressMissing'));
      const realName = member.profile?.payeeName ?? null;
      // Bank cards are paid only in the member's real name.
      if (kind === 'bank' && !realName) return fail(400, say(language, 'realNameMissing'));
      const account = await ctx.db.withdrawAccounts.create({
        // Not a count: a removed bank card would hand its number to the next account.
        id: `account-${ctx.random().alphanumeric(10)}`,
        memberId: member.id,
        kind,
        provider: text(body.provider) || (kind === 'usdt' ? 'TRC20' : kind),
        number,
        holder: kind === 'usdt' ? null : (realName ?? member.nickname),
      });
      return ok(toWireAccount(account));
    }),

    resolve(ctx, ENDPOINTS.setWithdrawPassword, async ({ request, caller }) => {
      const { member } = caller;
      const language = languageOf(request, member);
      const read = await readEncryptedJson<SetWithdrawPasswordRequest>(ctx, request);
      if (!read.ok) return read.response;
      if (member.paymentPassword) return fail(400, say(language, 'withdrawPasswordAlreadySet'));
      if (typeof read.body.password !== 'string' || read.body.password === '') {
        return fail(400, say(language, 'withdrawPasswordMissing'));
      }
      const checked = checkNewPassword(
        { newPassword: read.body.password, confirmNewPassword: read.body.confirmPassword ?? '' },
        language,
      );
      if (!checked.ok) return fail(400, checked.message);
      await ctx.db.members.update((q) => q.where({ id: member.id }), {
        data(record) {
          record.paymentPassword = checked.password;
        },
      });
      return ok(null);
    }),

    resolve(ctx, ENDPOINTS.withdraw, async ({ request, caller }) => {
      const { member } = caller;
      const language = languageOf(request, member);
      const read = await readEncryptedJson<WithdrawRequest>(ctx, request);
      if (!read.ok) return read.response;
      const body = read.body;
      if (!isIdempotencyKey(body.idempotencyKey)) {
        return fail(400, say(language, 'idempotencyKeyMissing'));
      }
      return once(
        ctx,
        { memberId: member.id, call: 'withdraw', key: body.idempotencyKey },
        async () => {
          if (typeof body.password !== 'string' || body.password === '') {
            return fail(400, say(language, 'withdrawPasswordMissing'));
          }
          const check = await checkWithdrawPassword(ctx, member, body.password);
          if (!check.ok) return passwordRefusal(language, check);
          const current = ctx.db.members.findFirst((q) => q.where({ id: member.id }), {
            strict: true,
          });
          const outcome = await submitWithdrawal(ctx, current, body);
          if (!outcome.ok) return withdrawRefusal(ctx, language, outcome);
          return ok<Withdrawal>(toWireWithdrawal(outcome.withdrawal));
        },
      );
    }),

    resolve(ctx, ENDPOINTS.getWithdrawals, async ({ caller }) =>
      ok((await withdrawalsOf(ctx, caller.member.id)).map(toWireWithdrawal)),
    ),

    resolve(ctx, ENDPOINTS.confirmWithdrawal, async ({ request, caller }) => {
      const language = languageOf(request, caller.member);
      const body = await readJson<ConfirmWithdrawalRequest>(request);
      const outcome = await confirmWithdrawal(ctx, caller.member.id, body);
      if (!outcome.ok) {
        const [status, key] = CONFIRM_REFUSALS[outcome.reason];
        return fail(status, say(language, key));
      }
      return ok(toWireWithdrawal(outcome.withdrawal));
    }),
  ];
}
