/**
 * The contract of the registration form builder (`register.builder.ts`): what the browser form,
 * the registration machine and the simulated platform share.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { RegisterField, RegisterRules, WhitelabelFlag } from './platform-api.ts';

/** Username registration (the default tab) or mobile registration (MOBILENUMREG3). */
export type RegisterMode = 'username' | 'mobile';
/** The register page, or the register side of the login popup. */
export type RegisterLayout = 'page' | 'popup';

/**
 * Fields of the form: the server's fields, the dial code that goes with the mobile number, and
 * the two consent boxes (terms, 18+) that never reach the server.
 */
export type RegisterFormField = RegisterField | 'countryDialingCode' | 'terms' | 'ageConfirm';

/** What the player typed or ticked, by field. */
export type RegisterValues = Partial<Record<RegisterFormField, string | boolean>>;

/** A message of `locales/` and the values it interpolates. */
export interface RegisterMessage {
  id: string;
  /**
   * A value under the key `field` is itself a message id (a field label such as
   * `register.field.username`): translate it before formatting the message
   * (`translateRegisterMessage` of `register-messages.ts` does both).
   */
  values?: Record<string, string | number>;
}

/** Turns a message into text in the player's language (react-intl's `formatMessage`). */
export type Translate = (message: RegisterMessage) => string;

/** The whitelabel flags the builder reads; a missing flag is off. */
export type RegisterFlags = Partial<Record<WhitelabelFlag, boolean>>;

/** The rule one shown field follows once the server's rules and the fixed rules are merged. */
export interface RegisterFieldRule {
  field: RegisterFormField;
  required: boolean;
  /** The value must match this (anchored); null accepts any text. */
  pattern: RegExp | null;
  minLength: number;
  maxLength: number;
  /** The server's pattern id (0-19) whose message describes the rule. */
  patternId: number;
}

export interface RegisterForm {
  mode: RegisterMode;
  layout: RegisterLayout;
  /** The shown fields, in display order. */
  fields: RegisterFieldRule[];
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** What the builder had to fix in the server's rules (invalid pattern, min above max, ...). */
  warnings: string[];
}

/** Input of `buildRegisterForm`. */
export interface RegisterFormInput {
  rules: RegisterRules | undefined;
  flags: RegisterFlags;
  mode: RegisterMode;
  layout: RegisterLayout;
}

/** The first problem of each field that fails, as a message to translate. */
export type RegisterErrors = Partial<Record<RegisterFormField, RegisterMessage>>;
