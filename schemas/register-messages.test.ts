// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGISTER_FIELDS } from './platform-api.ts';
import type { RegisterFormField, RegisterMessage } from './register-form.types.ts';
import {
  HINTED_FIELDS,
  REGISTER_ERROR_IDS,
  fieldHintId,
  fieldLabelId,
  translateRegisterMessage,
} from './register-messages.ts';
import { REGISTER_PATTERNS, patternMessage } from './register-patterns.ts';
import { BUNDLES, brandInput, translator } from './register-test-support.ts';
import { buildRegisterForm } from './register.builder.ts';

const FORM_FIELDS: RegisterFormField[] = [
  ...REGISTER_FIELDS,
  'countryDialingCode',
  'terms',
  'ageConfirm',
];

/** Every id the builder and the validator can hand out. */
const EMITTED = new Set([
  ...FORM_FIELDS.map(fieldLabelId),
  ...[...HINTED_FIELDS].map(fieldHintId),
  ...Object.values(REGISTER_ERROR_IDS),
  ...REGISTER_PATTERNS.map((pattern) => pattern.messageId),
]);

const OWN_PREFIXES = /^register\.(field|pattern|error|hint)\./;

/** Our modules (not tests), read as text. */
const SOURCES = readdirSync(new URL('.', import.meta.url))
  .filter((name) => /^register[.-].*\.ts$/.test(name) && !name.endsWith('.test.ts'))
  .map((name) => ({ name, text: readFileSync(new URL(name, import.meta.url), 'utf8') }));

describe('registration messages', () => {
  it('every id the builder and validator can emit is in both bundles', () => {
    for (const locale of ['en', 'vi'] as const) {
      const missing = [...EMITTED].filter((id) => !Object.hasOwn(BUNDLES[locale], id));
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });

  it('every literal id in the source is in both bundles, and dynamic ids are of known families', () => {
    const literals = SOURCES.flatMap(({ text }) =>
      [...text.matchAll(/['"](register\.[\w]+\.[\w.]+)['"]/g)].map((match) => match[1]!),
    );
    expect(literals.length).toBeGreaterThan(5);
    for (const id of literals) {
      expect({ id, en: id in BUNDLES.en, vi: id in BUNDLES.vi }).toEqual({
        id,
        en: true,
        vi: true,
      });
    }
    const families = SOURCES.flatMap(({ text }) =>
      [...text.matchAll(/`(register\.\w+)\.\$\{/g)].map((match) => match[1]!),
    );
    expect(new Set(families)).toEqual(
      new Set(['register.pattern', 'register.field', 'register.hint']),
    );
  });

  it('the ids a built form translates all exist (all brands, modes and layouts)', () => {
    const used = new Set<string>();
    const record = (message: RegisterMessage) => (used.add(message.id), message.id);
    for (const brand of ['demo', 'nightowl', 'lotus']) {
      for (const mode of ['username', 'mobile'] as const) {
        for (const layout of ['page', 'popup'] as const) {
          buildRegisterForm(brandInput(brand, mode, layout), record);
        }
      }
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((id) => !EMITTED.has(id))).toEqual([]);
  });

  it('the bundles hold no key of ours that nothing emits', () => {
    for (const locale of ['en', 'vi'] as const) {
      const orphans = Object.keys(BUNDLES[locale]).filter(
        (key) => OWN_PREFIXES.test(key) && !EMITTED.has(key),
      );
      expect({ locale, orphans }).toEqual({ locale, orphans: [] });
    }
  });

  it('every pattern message states its bounds: one number when min equals max', () => {
    for (const locale of ['en', 'vi'] as const) {
      const t = translator(locale);
      for (const [id] of REGISTER_PATTERNS.entries()) {
        const range = t(patternMessage(id, 3, 7));
        expect(range, `${locale} pattern ${id}`).toMatch(/3.*7/);
        const exact = t(patternMessage(id, 5, 5));
        expect(exact, `${locale} pattern ${id}`).toContain('5');
        expect(exact, `${locale} pattern ${id}`).not.toMatch(/5.*5/);
      }
    }
  });

  it('reads naturally in both languages', () => {
    const en = translator('en');
    const vi = translator('vi');
    expect(en(patternMessage(6, 9, 11))).toBe('9-11 characters, digits only');
    expect(vi(patternMessage(6, 9, 11))).toBe('Từ 9 đến 11 ký tự, chỉ gồm chữ số');
    expect(en(patternMessage(14, 4, 4))).toBe('4 characters, letters and digits only');
    expect(vi(patternMessage(3, 5, 64))).toBe('Địa chỉ e-mail hợp lệ, từ 5 đến 64 ký tự');
    const empty = { id: REGISTER_ERROR_IDS.notEmpty, values: { field: fieldLabelId('mobileNum') } };
    expect(translateRegisterMessage(empty, en)).toBe('Mobile number cannot be empty');
    expect(translateRegisterMessage(empty, vi)).toBe('Số điện thoại không được để trống');
  });

  it('an unknown pattern id falls back to the length-only message', () => {
    expect(patternMessage(99, 2, 8)).toEqual({
      id: 'register.pattern.0',
      values: { min: 2, max: 8, same: 'no' },
    });
  });
});
