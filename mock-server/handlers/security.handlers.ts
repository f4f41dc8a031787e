import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { isEmail, MAX_BANK_CARDS, normaliseName, readCardNumber } from '#schemas/account-rules.ts';
import type {
  BindCodeRequest,
  BindEmailRequest,
  BindMobileRequest,
  ChangeWithdrawPasswordRequest,
  CodeFailure,
  NewBankCard,
} from '#schemas/account-api.ts';
import { isRealName } from '#schemas/account-rules.ts';
import { otpauthUri, verifyTotp, base32Encode } from '#schemas/totp.ts';
import { findByPhone } from '#mock-server/accounts.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readEncryptedJson, readJson, text } from '#mock-server/encrypted-body.ts';
import { fail, failWith, ok } from '#mock-server/envelope.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { checkNewPassword } from '#mock-server/passwords.ts';
import { defaultDialCode, isMobileNumber, phoneKey, phoneLabel } from '#mock-server/phone.ts';
import { resolve } from '#mock-server/route.ts';
import { checkCode, issueCode } from '#mock-server/security/codes.ts';
import { bankCardsOf, securityOverview } from '#mock-server/security/overview.ts';
import { settingsOf, updateSettings } from '#mock-server/security/settings.ts';
import { realNameOf } from '#mock-server/security/two-step.ts';
import { codeRefusal, codeSentReply } from '#mock-server/security/replies.ts';

const emailKey = (email: string) => email.trim().toLowerCase();

/** Sets the real name (once: callers check it is unset). */
export async function setRealName(ctx: PlatformContext, member: MemberRecord, name: string) {
  await ctx.db.members.update((q) => q.where({ id: member.id }), {
    data(record) {
      record.profile = {
        payeeName: name,
        qqNum: record.profile?.qqNum ?? null,
        line: record.profile?.line ?? null,
        whatsapp: record.profile?.whatsapp ?? null,
        zalo: record.profile?.zalo ?? null,
        facebook: record.profile?.facebook ?? null,
        wechat: record.profile?.wechat ?? null,
        idNumber: record.profile?.idNumber ?? null,
      };
    },
  });
}

/**
 * The security centre (spec section 2): the level, binding a mobile number or e-mail with a
 * code (5 wrong tries spend it, 5 minutes to use it), the withdraw password, bank cards in the
 * real name (at most 5), recent logins, the authenticator; then the two-step login.
 */
export function securityHandlers(ctx: PlatformContext) {
  const languageOf = (request: Request, member: MemberRecord) =>
    replyLanguage(request, member.language);
  const reread = (member: MemberRecord) =>
    ctx.db.members.findFirst((q) => q.where({ id: member.id }), { strict: true });

  return [
    resolve(ctx, ENDPOINTS.getSecurityOverview, ({ caller }) =>
      ok(securityOverview(ctx, caller.member)),
    ),

    resolve(ctx, ENDPOINTS.sendBindCode, async ({ request, caller }) => {
      const { member } = caller;
      const language = languageOf(request, member);
      const body = await readJson<BindCodeRequest>(request);
      if (body.channel === 'email') {
        const email = text(body.email);
        if (!isEmail(email)) return fail(400, say(language, 'emailFormat'));
        const owner = ctx.db.members.findFirst((q) => q.where({ email: emailKey(email) }));
        if (owner && owner.id !== member.id) return fail(400, say(language, 'emailBound'));
        const issued = await issueCode(ctx, {
          memberId: member.id,
          purpose: 'bindEmail',
          channel: 'email',
          to: emailKey(email),
          label: emailKey(email),
        });
        return codeSentReply(language, issued);
      }
      if (body.channel !== 'sms') return fail(400, say(language, 'badRequest'));
      const mobileNum = text(body.mobileNum);
      if (!isMobileNumber(mobileNum)) return fail(400, say(language, 'invalidMobile'));
      const dial = text(body.countryDialingCode) || defaultDialCode(ctx.brand);
      const owner = findByPhone(ctx, dial, mobileNum);
      if (owner && owner.id !== member.id) return fail(400, say(language, 'mobileBound'));
      const issued = await issueCode(ctx, {
        memberId: member.id,
        purpose: 'bindMobile',
        channel: 'sms',
        to: phoneKey(dial, mobileNum),
        label: phoneLabel(dial, mobileNum),
      });
      return codeSentReply(language, issued);
    }),

    resolve(ctx, ENDPOINTS.bindMobile, async ({ request, caller }) => {
      const { member } = caller;
      const language = languageOf(request, member);
      const body = await readJson<BindMobileRequest>(request);
      const mobileNum = text(body.mobileNum);
      if (!isMobileNumber(mobileNum)) return fail(400, say(language, 'invalidMobile'));
      const dial = text(body.countryDialingCode) || defaultDialCode(ctx.brand);
      const checked = await checkCode(
        ctx,
        { memberId: member.id, purpose: 'bindMobile', to: phoneKey(dial, mobileNum) },
        body.code,
      );
      if (!checked.ok) return codeRefusal(language, checked.triesLeft);
      await ctx.db.members.update((q) => q.where({ id: member.id }), {
        data(record) {
          record.mobileNum = mobileNum;
          record.countryDialingCode = dial;
        },
      });
      return ok(securityOverview(ctx, reread(member)));
    }),

    resolve(ctx, ENDPOINTS.bindEmail, async ({ request, caller }) => {
      const { member } = caller;
      const language = languageOf(request, member);
      const body = await readJson<BindEmailRequest>(request);
      const email = emailKey(text(body.email));
      if (!isEmail(email)) return fail(400, say(language, 'emailFormat'));
      const checked = await checkCode(
        ctx,
        { memberId: member.id, purpose: 'bindEmail', to: email },
        body.code,
      );
      if (!checked.ok) return codeRefusal(language, checked.triesLeft);
      await ctx.db.members.update((q) => q.where({ id: member.id }), {
        data(record) {
          record.email = email;
        },
      });
      return ok(securityOverview(ctx, reread(member)));
    }),

    resolve(ctx, ENDPOINTS.changeWithdrawPassword, async ({ request, caller }) => {
      const { member } = caller;
      const language = languageOf(request, member);
      const read = await readEncryptedJson<ChangeWithdrawPasswordRequest>(ctx, request);
      if (!read.ok) return read.response;
      if (!member.paymentPassword) return fail(400, say(language, 'withdrawPasswordNotSet'));
      if (read.body.oldPassword !== member.paymentPassword) {
        return fail(400, say(language, 'oldPassword'));
      }
      const checked = checkNewPassword(
        {
          newPassword: read.body.newPassword ?? '',
          confirmNewPassword: read.body.confirmNewPassword ?? '',
        },
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

    resolve(ctx, ENDPOINTS.getBankCards, ({ caller }) => ok(bankCardsOf(ctx, caller.member.id))),

    resolve(ctx, ENDPOINTS.addBankCard, async ({ request, caller }) => {
      const { member } = caller;
      const language = languageOf(request, member);
      const body = await readJson<NewBankCard>(request);
      const bankName = text(body.bankName);
      if (!bankName) return fail(400, say(language, 'bankNameMissing'));
      const number = readCardNumber(text(body.cardNumber));
      if (!number) return fail(400, say(language, 'cardNumberFormat'));
      const accountName = normaliseName(text(body.accountName));
      // Spec section 5: the real name has no diacritics (spaces allowed).
      if (!isRealName(accountName)) return fail(400, say(language, 'realNameFormat'));
      const realName = realNameOf(member);
      if (realName && realName.toLowerCase() !== accountName.toLowerCase()) {
        return fail(400, say(language, 'realNameMismatch'));
      }
      const cards = ctx.db.withdrawAccounts.findMany((q) =>
        q.where({ memberId: member.id, kind: 'bank' }),
      );
      if (cards.length >= MAX_BANK_CARDS) {
        return fail(400, say(language, 'bankCardLimit', { max: MAX_BANK_CARDS }));
      }
      if (cards.some((card) => card.number === number)) {
        return fail(400, say(language, 'cardDuplicate'));
      }
      if (!realName) await setRealName(ctx, member, accountName);
      await ctx.db.withdrawAccounts.create({
        id: `card-${ctx.random().alphanumeric(10)}`,
        memberId: member.id,
        kind: 'bank',
        provider: bankName,
        number,
        holder: realName ?? accountName,
      });
      return ok(bankCardsOf(ctx, member.id));
    }),

    resolve(ctx, ENDPOINTS.removeBankCard, async ({ request, caller }) => {
      const { member } = caller;
      const language = languageOf(request, member);
      const body = await readJson<{ cardId: string }>(request);
      const id = text(body.cardId);
      const card = ctx.db.withdrawAccounts.findFirst((q) =>
        q.where({ id, memberId: member.id, kind: 'bank' }),
      );
      if (!card) return fail(404, say(language, 'cardUnknown'));
      ctx.db.withdrawAccounts.delete(card);
      return ok(bankCardsOf(ctx, member.id));
    }),

    resolve(ctx, ENDPOINTS.getLoginHistory, ({ caller }) => {
      const records = ctx.db.loginRecords.findMany((q) => q.where({ memberId: caller.member.id }));
      return ok(
        records
          .map(({ at, ip, device, verified }) => ({ at, ip, device, verified }))
          .sort((a, b) => b.at - a.at),
      );
    }),

    resolve(ctx, ENDPOINTS.setupAuthenticator, async ({ caller }) => {
      const { member } = caller;
      const bytes = Uint8Array.from({ length: 15 }, () => ctx.random().int(0, 255));
      const secret = base32Encode(bytes);
      await updateSettings(ctx, member.id, (record) => {
        record.totpPending = secret;
      });
      return ok({
        secret,
        uri: otpauthUri({ issuer: ctx.brand.app.name, account: member.account, secret }),
      });
    }),

    resolve(ctx, ENDPOINTS.confirmAuthenticator, async ({ request, caller }) => {
      const { member } = caller;
      const language = languageOf(request, member);
      const body = await readJson<{ code: string }>(request);
      const settings = await settingsOf(ctx, member.id);
      const pending = settings.totpPending;
      if (!pending) return fail(400, say(language, 'authenticatorNotStarted'));
      const step = await verifyTotp(pending, text(body.code), ctx.clock.now());
      if (step === null) {
        return failWith<CodeFailure>(400, say(language, 'invalidCode'), { triesLeft: 1 });
      }
      await updateSettings(ctx, member.id, (record) => {
        record.totpSecret = pending;
        record.totpPending = null;
        record.totpLastStep = step;
      });
      return ok(securityOverview(ctx, member));
    }),
  ];
}
