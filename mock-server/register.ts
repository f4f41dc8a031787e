import type { RegisterField } from '#schemas/platform-api.ts';
import type { RegisterFieldError, RegisterRequest, RegisterResult } from '#schemas/register-api.ts';
import type {
  RegisterForm,
  RegisterFormField,
  RegisterMessage,
  RegisterMode,
  RegisterValues,
} from '#schemas/register-form.types.ts';
import { buildRegisterForm } from '#schemas/register.builder.ts';
import { validateRegistration } from '#schemas/register.validate.ts';
import { findByAccount, findByPhone } from '#mock-server/accounts.ts';
import { checkCaptcha } from '#mock-server/captcha/captchas.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { text } from '#mock-server/encrypted-body.ts';
import { startSession } from '#mock-server/login.ts';
import type { MessageLanguage } from '#mock-server/messages/language.ts';
import { registerFieldMessage } from '#mock-server/messages/register-fields.ts';
import { say, type PlainMessageKey } from '#mock-server/messages/say.ts';
import {
  MEMBER_PROFILE_FIELDS,
  type MemberProfile,
  type MemberRecord,
} from '#mock-server/models.ts';
import { defaultDialCode } from '#mock-server/phone.ts';
import { findPhoneAuthToken, spendPhoneAuthToken } from '#mock-server/phone-auth.ts';
import { randomId } from '#mock-server/slider/random.ts';
import { spendSliderTicket } from '#mock-server/slider/sliders.ts';
import { checkSmsCode, consumeSmsCode, type Phone } from '#mock-server/sms.ts';

/** Registered members get ids from here up (social sign-in starts at 80001, trial at 90001). */
export const FIRST_REGISTERED_ID = 20001;
const LAST_REGISTERED_ID = 80000;

export type RegisterOutcome =
  | { ok: true; result: RegisterResult }
  | { ok: false; status: 400 | 403; message: string }
  | { ok: false; status: 400; message: string; fieldErrors: RegisterFieldError[] };

/** A refused field before it is put in the caller's language: its text's key, the client's id. */
interface FieldRefusal {
  key: PlainMessageKey;
  messageId: string;
  values?: Record<string, string | number>;
}

/** What proved the phone: used up once the registration succeeds. */
type PhoneProof = { smsCode: string } | { phoneAuthToken: string } | null;

/** A refusal of the platform's own checks: the client knows it as `register.server.<key>`. */
const serverError = (key: PlainMessageKey): FieldRefusal => ({
  key,
  messageId: `register.server.${key}`,
});

/**
 * The 403 text, in `language`, when the brand takes no registrations, or not this way
 * (DIRECTREG3, the mode's flag); null when the door is open.
 */
export function refuseClosedRegistration(
  ctx: PlatformContext,
  mode: RegisterMode,
  language: MessageLanguage,
): string | null {
  const flags = ctx.brand.platform.whitelabel;
  if (!flags.DIRECTREG3) return say(language, 'registrationOff');
  const open = mode === 'username' ? flags.USERNAMEREG3 : flags.MOBILENUMREG3;
  return open ? null : say(language, 'registerModeOff');
}

/** The agent owning an invitation code (case ignored), if the code exists. */
export function findAffiliateAgent(ctx: PlatformContext, code: string): MemberRecord | undefined {
  const wanted = code.trim().toUpperCase();
  const affiliate = wanted
    ? ctx.db.affiliateCodes.findFirst((q) => q.where({ code: wanted }))
    : undefined;
  return affiliate
    ? ctx.db.members.findFirst((q) => q.where({ id: affiliate.agentId }))
    : undefined;
}

/**
 * Registers a member (PUT /wps/member/register[/mobile]) once the mode is known to be open:
 * spends the slider ticket, validates the form with the same builder as the browser, checks
 * captcha, SMS code (or phone-auth token), invitation code and duplicates, then creates the
 * member with what the form asked for and logs it in. Every refused field is reported at once,
 * in `language`.
 */
export async function register(
  ctx: PlatformContext,
  mode: RegisterMode,
  body: Partial<RegisterRequest>,
  language: MessageLanguage,
): Promise<RegisterOutcome> {
  // Spent whatever follows: a refused form needs a new slider, as on a real platform.
  if (!spendSliderTicket(ctx, body.botTicket)) {
    return { ok: false, status: 400, message: say(language, 'verifyFirst') };
  }
  const form = buildRegisterForm(
    {
      rules: ctx.brand.platform.registerRules,
      flags: ctx.brand.platform.whitelabel,
      mode,
      layout: 'page',
    },
    // Labels are never shown by the platform; only the messages' ids and values matter.
    (message) => message.id,
  );
  const shown = new Set<RegisterFormField>(form.fields.map((rule) => rule.field));
  // What the form does not ask for is not kept, even when a client sends it.
  const phone: Phone = {
    countryDialingCode: text(body.countryDialingCode) || defaultDialCode(ctx.brand),
    mobileNum: shown.has('mobileNum') ? text(body.mobileNum) : '',
  };
  const errors = formErrors(form, valuesOf(form, body, phone));
  if (shown.has('captcha')) checkCaptchaField(ctx, body, errors);
  const proof = shown.has('verificationCode')
    ? await checkPhoneField(ctx, body, phone, errors)
    : null;
  const agent = checkAffiliateField(ctx, body, errors);
  checkDuplicates(ctx, mode, body, phone, errors);
  if (errors.size > 0) return refused(form, errors, language);

  // Spent before anything awaits, so two registrations can never share one token.
  if (proof && 'phoneAuthToken' in proof) spendPhoneAuthToken(ctx, proof.phoneAuthToken);
  if (proof && 'smsCode' in proof) await consumeSmsCode(ctx, phone, 'register', proof.smsCode);
  const username = text(body.username);
  // Accounts are kept in lower case: the login finds them whatever case the player types.
  const account = mode === 'username' ? username.toLowerCase() : mobileAccountName(ctx, phone);
  const affiliateCode = text(body.affiliateCode).toUpperCase();
  const member = await createMember(ctx, {
    account,
    nickname: mode === 'username' ? username : account,
    // Mobile registration without MOBILENUMPASSREG3 has no password: the member signs in by SMS.
    password: shown.has('password') ? (body.password ?? '') : randomId(16),
    // Kept as typed and validated, like the login password.
    paymentPassword: (shown.has('paymentPassword') && body.paymentPassword) || null,
    email: (shown.has('email') && text(body.email)) || null,
    phone: phone.mobileNum ? phone : null,
    profile: profileOf(shown, body),
    uplineId: agent?.id ?? null,
    registration: {
      referralCode: text(body.referralCode) || null,
      recommenderId: optional(body.recommenderId),
      registerUrl: optional(body.registerUrl),
      registerMethod: optional(body.registerMethod),
      domain: optional(body.domain),
      affiliateCode: affiliateCode || null,
      registeredAt: ctx.clock.now(),
    },
  });
  const session = await startSession(ctx, member);
  return { ok: true, result: { ...session, account: member.account } };
}

/** The extras the form asked for, trimmed; null for those it did not ask for or left empty. */
function profileOf(shown: Set<RegisterFormField>, body: Partial<RegisterRequest>): MemberProfile {
  const entries = MEMBER_PROFILE_FIELDS.map((field) => {
    const value = shown.has(field) ? text(body[field]) : '';
    return [field, value || null] as const;
  });
  return Object.fromEntries(entries) as MemberProfile;
}

/** The 400 answer: every refused field, in the order the form shows them, in `language`. */
function refused(
  form: RegisterForm,
  errors: Map<RegisterField, FieldRefusal>,
  language: MessageLanguage,
): RegisterOutcome {
  const order: string[] = form.fields.map((rule) => rule.field);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const fieldErrors = [...errors]
    .map(([field, { key, ...error }]): RegisterFieldError => ({
      field,
      message: say(language, key),
      ...error,
    }))
    .sort((a, b) => rank(a.field) - rank(b.field));
  return { ok: false, status: 400, message: fieldErrors[0]?.message ?? '', fieldErrors };
}

/**
 * A filled invitation code must exist; answers its agent. Checked even when the form hides
 * the field: the page hides it once a code from the URL proved valid, and still sends it.
 */
function checkAffiliateField(
  ctx: PlatformContext,
  body: Partial<RegisterRequest>,
  errors: Map<RegisterField, FieldRefusal>,
): MemberRecord | undefined {
  const code = text(body.affiliateCode);
  if (!code || errors.has('affiliateCode')) return undefined;
  const agent = findAffiliateAgent(ctx, code);
  if (!agent) {
    errors.set('affiliateCode', serverError('invalidAffiliate'));
  }
  return agent;
}

/** A username taken (case ignored) or a phone any member registered is refused. */
function checkDuplicates(
  ctx: PlatformContext,
  mode: RegisterMode,
  body: Partial<RegisterRequest>,
  phone: Phone,
  errors: Map<RegisterField, FieldRefusal>,
): void {
  const username = text(body.username);
  if (mode === 'username' && username && !errors.has('username') && findByAccount(ctx, username)) {
    errors.set('username', serverError('usernameTaken'));
  }
  if (
    phone.mobileNum &&
    !errors.has('mobileNum') &&
    findByPhone(ctx, phone.countryDialingCode, phone.mobileNum)
  ) {
    errors.set('mobileNum', serverError('mobileTaken'));
  }
}

/** The request's fields as the form's values; the consent boxes never reach the server. */
function valuesOf(
  form: RegisterForm,
  body: Partial<RegisterRequest>,
  phone: Phone,
): RegisterValues {
  const values: RegisterValues = {};
  for (const { field } of form.fields) {
    if (field === 'terms' || field === 'ageConfirm') values[field] = true;
    else if (field === 'countryDialingCode') values[field] = phone.countryDialingCode;
    else {
      const value = body[field];
      if (typeof value === 'string') values[field] = value;
    }
  }
  return values;
}

/** The builder's verdict, field by field, as the wire reports it. */
function formErrors(form: RegisterForm, values: RegisterValues): Map<RegisterField, FieldRefusal> {
  const errors = new Map<RegisterField, FieldRefusal>();
  for (const [formField, message] of Object.entries(validateRegistration(form, values))) {
    if (!message) continue;
    // The dial code goes with the number: its problem is reported on the number.
    const field = formField === 'countryDialingCode' ? 'mobileNum' : formField;
    if (field === 'terms' || field === 'ageConfirm' || errors.has(field as RegisterField)) continue;
    errors.set(field as RegisterField, fromMessage(formField as RegisterFormField, message));
  }
  return errors;
}

function fromMessage(field: RegisterFormField, message: RegisterMessage): FieldRefusal {
  return {
    key: registerFieldMessage(field, message),
    messageId: message.id,
    ...(message.values ? { values: message.values } : {}),
  };
}

/**
 * The captcha image's answer decides, not the field's format rule (images are drawn with the
 * rule's length anyway, see `captchas.ts`). The captcha is used up either way.
 */
function checkCaptchaField(
  ctx: PlatformContext,
  body: Partial<RegisterRequest>,
  errors: Map<RegisterField, FieldRefusal>,
): void {
  if (checkCaptcha(ctx, body.captchaId, body.captcha)) {
    errors.delete('captcha');
  } else if (!errors.has('captcha')) {
    errors.set('captcha', serverError(text(body.captcha) ? 'captchaFailed' : 'captchaRequired'));
  }
}

/**
 * The phone is verified by the SMS code sent for registration, or by a token the (simulated)
 * external provider issued for this phone (`phone-auth.ts`); a forged, foreign, spent or
 * expired token is refused like a wrong code. Answers the proof to use up once the
 * registration succeeds: a refused form keeps it, so the player need not verify again.
 */
async function checkPhoneField(
  ctx: PlatformContext,
  body: Partial<RegisterRequest>,
  phone: Phone,
  errors: Map<RegisterField, FieldRefusal>,
): Promise<PhoneProof> {
  const invalid = serverError('invalidCode');
  if (body.login === true && typeof body.firebaseIdToken === 'string') {
    // The provider verified the phone: no code was typed, so the code field's rule is moot.
    const issued = findPhoneAuthToken(ctx, body.firebaseIdToken, phone);
    if (issued) {
      errors.delete('verificationCode');
      return { phoneAuthToken: issued.token };
    }
    errors.set('verificationCode', invalid);
    return null;
  }
  if (errors.has('verificationCode')) return null;
  const code = text(body.verificationCode);
  // A wrong code counts against the sent one (5 tries), like the login's.
  if (!(await checkSmsCode(ctx, phone, 'register', code, false))) {
    errors.set('verificationCode', invalid);
    return null;
  }
  return { smsCode: code };
}

/** 'm' + the number's last 8 digits; a digit suffix (2, 3, ...) when that name is taken. */
function mobileAccountName(ctx: PlatformContext, phone: Phone): string {
  const base = `m${phone.mobileNum.replace(/\D/g, '').slice(-8)}`;
  let name = base;
  for (let suffix = 2; findByAccount(ctx, name); suffix += 1) name = `${base}${suffix}`;
  return name;
}

interface NewMember {
  account: string;
  nickname: string;
  password: string;
  paymentPassword: string | null;
  email: string | null;
  phone: Phone | null;
  profile: MemberProfile;
  uplineId: number | null;
  registration: NonNullable<MemberRecord['registration']>;
}

async function createMember(ctx: PlatformContext, member: NewMember): Promise<MemberRecord> {
  const ids = ctx.db.members
    .all()
    .map((record) => record.id)
    .filter((id) => id <= LAST_REGISTERED_ID);
  return ctx.db.members.create({
    id: Math.max(FIRST_REGISTERED_ID - 1, ...ids) + 1,
    account: member.account,
    nickname: member.nickname,
    type: 0,
    rankLevel: 0,
    language: ctx.brand.app.defaultLanguage,
    mobileNum: member.phone?.mobileNum ?? null,
    countryDialingCode: member.phone?.countryDialingCode ?? null,
    email: member.email,
    password: member.password,
    passwordExpired: false,
    // The registration logs the member in: not a "first login" that must change a password.
    lastLoginAt: ctx.clock.now(),
    balance: 0,
    uplineId: member.uplineId,
    memberLabels: [],
    paymentPassword: member.paymentPassword,
    profile: member.profile,
    registration: member.registration,
  });
}

function optional(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
