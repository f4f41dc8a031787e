/** Context of the registration machine and the pure rules it applies. */
import { buildRegisterForm } from '#schemas/register.builder.ts';
import type {
  RegisterErrors,
  RegisterFlags,
  RegisterForm,
  RegisterLayout,
  RegisterMode,
  RegisterValues,
} from '#schemas/register-form.types.ts';
import { validateRegistration } from '#schemas/register.validate.ts';
import type { RegisterRules } from '#schemas/platform-api.ts';
import type { Failure } from '../failure.ts';
import type { SmsCountdownInput } from '../sms-countdown/machine.ts';
import type { LoginResult } from '../types.ts';

export interface RegistrationInput {
  /** The platform's register rules (GET /wps/system/setting/register). */
  rules: RegisterRules | undefined;
  flags: RegisterFlags;
  layout: RegisterLayout;
  /** The tabs offered, default first: username (USERNAMEREG3), mobile (MOBILENUMREG3). */
  modes: RegisterMode[];
  /** An affiliate (invitation) code from the page URL, checked on load. */
  urlAffiliateCode?: string | null;
  /** The `referralCode` query parameter, sent as is. */
  referralCode?: string | null;
  /** An external provider verifies the phone instead of the platform's SMS code. */
  externalPhoneAuth?: boolean;
  /** Settings of the SMS button. */
  sms?: SmsCountdownInput;
}

/** What the submit actor receives; the React side adds the page's own fields. */
export interface RegistrationRequest {
  mode: RegisterMode;
  /** The shown fields, trimmed (passwords as typed); the consent boxes are left out. */
  values: Partial<Record<string, string>>;
  /** The code from the URL when it was valid (the input is then hidden), else the typed one. */
  affiliateCode: string | null;
  referralCode: string | null;
  captchaId: string | null;
  botTicket: string;
  /** Identity token of the external phone-auth provider. */
  phoneToken: string | null;
}

/** A successful registration: the new member is logged in. */
export interface RegistrationResult extends LoginResult {
  account: string;
}

/** What the external phone-auth actor receives and answers. */
export interface PhoneVerificationRequest {
  mobile: string;
  dialCode: string;
}
export interface PhoneVerificationResult {
  idToken: string;
}

export interface RegistrationContext {
  rules: RegisterRules | undefined;
  flags: RegisterFlags;
  layout: RegisterLayout;
  modes: RegisterMode[];
  /** The tab shown. */
  mode: RegisterMode;
  /** The invitation code input shows (no valid code came with the URL). */
  affiliateShown: boolean;
  /** The URL's code, once the platform said it is valid. */
  urlAffiliateCode: string | null;
  referralCode: string | null;
  externalPhoneAuth: boolean;
  sms: SmsCountdownInput;
  /** The form as last submitted. */
  values: RegisterValues;
  /** One message per field that failed, from the form's rules or from the platform. */
  fieldErrors: RegisterErrors;
  /** Why the platform refused, when it did not name a field. */
  failure: Failure | null;
  /** The ticket of the solved slider, spent by the next submit. */
  botTicket: string | null;
  phoneToken: string | null;
  /** The new member's account and token, once registered. */
  result: RegistrationResult | null;
}

export function initialContext(input: RegistrationInput): RegistrationContext {
  const modes: RegisterMode[] = input.modes.length > 0 ? input.modes : ['username'];
  return {
    rules: input.rules,
    flags: input.flags,
    layout: input.layout,
    modes,
    mode: modes[0]!,
    affiliateShown: true,
    urlAffiliateCode: null,
    referralCode: input.referralCode?.trim() || null,
    externalPhoneAuth: input.externalPhoneAuth ?? false,
    sms: input.sms ?? {},
    values: {},
    fieldErrors: {},
    failure: null,
    botTicket: null,
    phoneToken: null,
    result: null,
  };
}

/** Validation needs no words: message ids stay ids. */
const ids = ({ id }: { id: string }) => id;

/** The form of the current tab, built from the platform's rules (`schemas/`). */
export function formOf(context: Pick<RegistrationContext, 'rules' | 'flags' | 'layout' | 'mode'>) {
  return buildRegisterForm(
    { rules: context.rules, flags: context.flags, mode: context.mode, layout: context.layout },
    ids,
  );
}

export const shows = (form: RegisterForm, field: string): boolean =>
  form.fields.some((rule) => rule.field === field);

/** The values without what a hidden or provider-verified field would carry. */
function relevantValues(context: RegistrationContext, values: RegisterValues): RegisterValues {
  const next = { ...values };
  if (!context.affiliateShown) delete next.affiliateCode;
  if (context.externalPhoneAuth) delete next.verificationCode;
  return next;
}

/** Every field rule of spec section 5, first message per field. */
export function validateValues(
  context: RegistrationContext,
  values: RegisterValues,
): RegisterErrors {
  const errors = validateRegistration(formOf(context), relevantValues(context, values));
  if (!context.affiliateShown) delete errors.affiliateCode;
  if (context.externalPhoneAuth) delete errors.verificationCode;
  return errors;
}

const text = (value: RegisterValues[keyof RegisterValues]): string =>
  typeof value === 'string' ? value : '';

const UNTRIMMED = new Set(['password', 'confirmPassword', 'paymentPassword']);

/**
 * The request the submit actor sends: shown fields only, consent boxes left out, the id of the
 * `captcha` child's image when the form shows a captcha.
 */
export function toRequest(
  context: RegistrationContext,
  captchaId: string | null,
): RegistrationRequest {
  const form = formOf(context);
  const values: Partial<Record<string, string>> = {};
  for (const { field } of form.fields) {
    if (field === 'terms' || field === 'ageConfirm' || field === 'affiliateCode') continue;
    if (field === 'verificationCode' && context.externalPhoneAuth) continue;
    const value = text(context.values[field as keyof RegisterValues]);
    if (value !== '') values[field] = UNTRIMMED.has(field) ? value : value.trim();
  }
  const typedAffiliate = text(context.values.affiliateCode).trim();
  return {
    mode: context.mode,
    values,
    affiliateCode: context.affiliateShown ? typedAffiliate || null : context.urlAffiliateCode,
    referralCode: context.referralCode,
    captchaId: shows(form, 'captcha') ? captchaId : null,
    botTicket: context.botTicket ?? '',
    phoneToken: context.phoneToken,
  };
}

/** The affiliate code to check before submitting: shown and filled. */
export function typedAffiliateCode(context: RegistrationContext): string {
  return context.affiliateShown ? text(context.values.affiliateCode).trim() : '';
}

/** The number the external provider verifies. */
export function phoneOf(context: RegistrationContext): PhoneVerificationRequest {
  return {
    mobile: text(context.values.mobileNum).trim(),
    dialCode: text(context.values.countryDialingCode).trim(),
  };
}
