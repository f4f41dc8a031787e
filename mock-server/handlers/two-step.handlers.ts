import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type {
  CodeFailure,
  TwoStepCodeRequest,
  TwoStepVerifyRequest,
} from '#schemas/account-api.ts';
import { normaliseName } from '#schemas/account-rules.ts';
import { verifyTotp } from '#schemas/totp.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readEncryptedJson, readJson, text } from '#mock-server/encrypted-body.ts';
import { fail, failWith, ok } from '#mock-server/envelope.ts';
import { startSession } from '#mock-server/login.ts';
import { replyLanguage, type MessageLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { phoneKey, phoneLabel } from '#mock-server/phone.ts';
import { resolve } from '#mock-server/route.ts';
import { checkCode, issueCode } from '#mock-server/security/codes.ts';
import type { TwoStepTicketRecord } from '#mock-server/security/models.ts';
import { settingsOf, updateSettings } from '#mock-server/security/settings.ts';
import {
  liveTicket,
  realNameOf,
  recordLogin,
  twoStepMethods,
} from '#mock-server/security/two-step.ts';
import { codeRefusal, codeSentReply } from '#mock-server/security/replies.ts';

/** Where the two-step code of a member goes. */
function codeTarget(member: MemberRecord, method: 'sms' | 'email') {
  if (method === 'sms') {
    const dial = member.countryDialingCode ?? '';
    const mobile = member.mobileNum ?? '';
    return { to: phoneKey(dial, mobile), label: phoneLabel(dial, mobile) };
  }
  const email = (member.email ?? '').toLowerCase();
  return { to: email, label: email };
}

/**
 * A wrong bank name or authenticator code costs the held login a try; at 0 it is dropped and
 * the member logs in again.
 */
async function spendTry(
  ctx: PlatformContext,
  ticket: TwoStepTicketRecord,
  language: MessageLanguage,
  key: 'bankNameWrong' | 'totpWrong',
) {
  const triesLeft = ticket.triesLeft - 1;
  await ctx.db.twoStepTickets.update((q) => q.where({ ticket: ticket.ticket }), {
    data(record) {
      record.triesLeft = triesLeft;
      record.used = triesLeft <= 0;
    },
  });
  const message =
    triesLeft > 0 ? say(language, key, { tries: triesLeft }) : say(language, 'twoStepTooMany');
  return failWith<CodeFailure>(400, message, { triesLeft, restart: triesLeft <= 0 });
}

/**
 * The two-step login (spec section 8): the held login's code by SMS or e-mail (demo inbox), then
 * the proof: that code, the bank account name, or an authenticator code (each single use).
 */
export function twoStepHandlers(ctx: PlatformContext) {
  const memberOf = (ticket: TwoStepTicketRecord) =>
    ctx.db.members.findFirst((q) => q.where({ id: ticket.memberId }), { strict: true });

  return [
    resolve(ctx, ENDPOINTS.twoStepCode, async ({ request }) => {
      const body = await readJson<TwoStepCodeRequest>(request);
      const ticket = liveTicket(ctx, body.ticket);
      const fallback = replyLanguage(request, ctx.brand.app.defaultLanguage);
      if (!ticket) return fail(400, say(fallback, 'twoStepExpired'));
      const member = memberOf(ticket);
      const language = replyLanguage(request, member.language);
      const method = body.method;
      if (
        (method !== 'sms' && method !== 'email') ||
        !twoStepMethods(ctx, member).includes(method)
      ) {
        return fail(400, say(language, 'twoStepMethodUnavailable'));
      }
      const issued = await issueCode(ctx, {
        memberId: member.id,
        purpose: 'twoStep',
        channel: method,
        ...codeTarget(member, method),
      });
      return codeSentReply(language, issued);
    }),

    resolve(ctx, ENDPOINTS.twoStepVerify, async ({ request }) => {
      const read = await readEncryptedJson<TwoStepVerifyRequest>(ctx, request);
      if (!read.ok) return read.response;
      const fallback = replyLanguage(request, ctx.brand.app.defaultLanguage);
      const ticket = liveTicket(ctx, read.body.ticket);
      if (!ticket)
        return failWith<CodeFailure>(400, say(fallback, 'twoStepExpired'), {
          triesLeft: 0,
          restart: true,
        });
      const member = memberOf(ticket);
      const language = replyLanguage(request, member.language);
      const method = read.body.method;
      if (!method || !twoStepMethods(ctx, member).includes(method)) {
        return fail(400, say(language, 'twoStepMethodUnavailable'));
      }
      const answer = text(read.body.answer);
      if (method === 'sms' || method === 'email') {
        const checked = await checkCode(
          ctx,
          { memberId: member.id, purpose: 'twoStep', to: codeTarget(member, method).to },
          answer,
        );
        if (!checked.ok) return codeRefusal(language, checked.triesLeft);
      } else if (method === 'bankName') {
        const realName = realNameOf(member) ?? '';
        if (normaliseName(answer).toLowerCase() !== realName.toLowerCase()) {
          return spendTry(ctx, ticket, language, 'bankNameWrong');
        }
      } else {
        const settings = await settingsOf(ctx, member.id);
        const step = settings.totpSecret
          ? await verifyTotp(settings.totpSecret, answer, ctx.clock.now())
          : null;
        // A code is single use: a step at or before the last accepted one is refused.
        if (step === null || (settings.totpLastStep !== null && step <= settings.totpLastStep)) {
          return spendTry(ctx, ticket, language, 'totpWrong');
        }
        await updateSettings(ctx, member.id, (record) => {
          record.totpLastStep = step;
        });
      }
      await ctx.db.twoStepTickets.update((q) => q.where({ ticket: ticket.ticket }), {
        data(record) {
          record.used = true;
        },
      });
      const result = await startSession(ctx, member);
      await recordLogin(ctx, member.id, { ip: ticket.ip, device: ticket.device }, true);
      return ok(result);
    }),
  ];
}
