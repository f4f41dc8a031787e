/**
 * Shared by the registration builder's tests only: the shipped brands' inputs, translation
 * with the real bundles, ajv as RJSF and a strict one, and the values a form sends.
 */
import Ajv from 'ajv';
import { IntlMessageFormat } from 'intl-messageformat';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { brands } from '#brands/index.ts';
import en from '#locales/en.json' with { type: 'json' };
import vi from '#locales/vi.json' with { type: 'json' };
import type {
  RegisterForm,
  RegisterFormInput,
  RegisterLayout,
  RegisterMode,
  RegisterValues,
  Translate,
} from './register-form.types.ts';
import { CONSENT_FIELDS, PASSWORD_FIELDS } from './register-messages.ts';

export const BUNDLES = { en, vi } as Record<'en' | 'vi', Record<string, string>>;

/** formatMessage as react-intl does it (react-intl formats with intl-messageformat). */
export function translator(locale: 'en' | 'vi'): Translate {
  const bundle = BUNDLES[locale];
  return ({ id, values }) => {
    const text = bundle[id];
    if (text === undefined) throw new Error(`missing message ${id} in ${locale}`);
    return String(new IntlMessageFormat(text, locale).format(values));
  };
}

/** The register rules and flags a shipped brand's simulated platform serves. */
export function brandInput(
  brandId: string,
  mode: RegisterMode,
  layout: RegisterLayout = 'page',
): RegisterFormInput {
  const brand = brands[brandId];
  if (!brand) throw new Error(`no brand ${brandId}`);
  return { rules: brand.platform.registerRules, flags: brand.platform.whitelabel, mode, layout };
}

const strictAjv = new Ajv({ allErrors: true, strict: true });

/**
 * Whether both ajv set-ups accept the data: a strict ajv (which also refuses a schema using
 * unknown keywords) and the validator RJSF renders the form with.
 */
export function ajvAccepts(schema: RJSFSchema, data: Record<string, unknown>): boolean {
  const strict = strictAjv.validate(schema, data);
  const rjsf = validator.validateFormData(data, schema).errors.length === 0;
  if (strict !== rjsf) throw new Error(`strict ajv says ${strict}, RJSF's ajv says ${rjsf}`);
  return strict;
}

/**
 * What the form sends: strings trimmed (passwords as typed), empty ones left out as RJSF
 * leaves them out, consent boxes as ticked.
 */
export function submitted(form: RegisterForm, values: RegisterValues): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const { field } of form.fields) {
    const value = values[field];
    if (CONSENT_FIELDS.has(field)) {
      if (value !== undefined) data[field] = value;
    } else if (typeof value === 'string' && value.trim() !== '') {
      data[field] = PASSWORD_FIELDS.has(field) ? value : value.trim();
    }
  }
  return data;
}
