/**
 * The registration form (spec sections 3, 5 and 9): the platform's per-field rules and the
 * whitelabel flags, under the fixed rules of section 5, become an RJSF form. The browser and
 * the simulated platform build the same form, and check values with `register.validate.ts`.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type {
  RegisterFieldRule,
  RegisterForm,
  RegisterFormInput,
  Translate,
} from './register-form.types.ts';
import { mergeFieldRules } from './register-fields.ts';
import { CONSENT_FIELDS, PASSWORD_FIELDS } from './register-messages.ts';
import { readRules } from './register-rules.ts';
import { fieldUiSchema } from './register-ui.ts';

/** A value that starts or ends with white space (refused in passwords, see register.validate.ts). */
export const EDGE_SPACE_PATTERN = '^\\s|\\s$';

function propertySchema(rule: RegisterFieldRule): RJSFSchema {
  if (CONSENT_FIELDS.has(rule.field)) {
    // Terms start ticked; the 18+ box must be ticked by the player.
    return { type: 'boolean', const: true, default: rule.field === 'terms' };
  }
  return {
    type: 'string',
    minLength: rule.minLength,
    maxLength: rule.maxLength,
    ...(rule.pattern ? { pattern: rule.pattern.source } : {}),
    ...(PASSWORD_FIELDS.has(rule.field)
      ? { not: { type: 'string', pattern: EDGE_SPACE_PATTERN } }
      : {}),
  };
}

/**
 * Builds the registration form of a mode and layout. Never throws: whatever is wrong with the
 * server's rules is repaired and listed in `warnings`.
 *
 * `schema` is JSON Schema draft-07 over the shown fields; string patterns are anchored on the
 * whole value (`^(?:p)$`, 'u' flag, as ajv compiles them). Two fixed rules are not expressible
 * in draft-07 and are checked by `validateRegistration` only: the confirmation equals the
 * password, and the nine-digit mobile message. Strings are checked trimmed (passwords as
 * typed), so the form sends trimmed values and leaves empty optional fields out.
 */
export function buildRegisterForm(input: RegisterFormInput, translate: Translate): RegisterForm {
  const warnings: string[] = [];
  const warn = (warning: string) => void warnings.push(warning);
  const mode = input.mode === 'mobile' ? 'mobile' : 'username';
  if (mode !== input.mode) warn(`mode: ${String(input.mode)} is unknown; username registration`);
  const layout = input.layout === 'popup' ? 'popup' : 'page';
  const fields = mergeFieldRules(readRules(input.rules, warn), input.flags ?? {}, mode, warn);
  const safeTranslate: Translate = (message) => {
    try {
      return translate(message);
    } catch {
      warn(`translate: ${message.id} failed; the id is shown instead`);
      return message.id;
    }
  };

  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': fields.map((rule) => rule.field) };
  for (const rule of fields) {
    properties[rule.field] = propertySchema(rule);
    uiSchema[rule.field] = fieldUiSchema(rule, layout, safeTranslate);
  }
  const schema: RJSFSchema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    properties,
    required: fields.filter((rule) => rule.required).map((rule) => rule.field),
  };
  return { mode, layout, fields, schema, uiSchema, warnings };
}
