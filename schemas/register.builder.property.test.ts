// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REGISTER_FIELDS } from './platform-api.ts';
import type {
  RegisterFieldRule,
  RegisterForm,
  RegisterFormField,
  RegisterFormInput,
  RegisterValues,
} from './register-form.types.ts';
import { buildRegisterForm } from './register.builder.ts';
import { ajvAccepts, submitted } from './register-test-support.ts';
import { validateRegistration } from './register.validate.ts';

const FORM_FIELDS: RegisterFormField[] = [
  ...REGISTER_FIELDS,
  'countryDialingCode',
  'terms',
  'ageConfirm',
];
const PASSWORDS = new Set<RegisterFormField>(['password', 'confirmPassword', 'paymentPassword']);
const CONSENT = new Set<RegisterFormField>(['terms', 'ageConfirm']);

/** Real server patterns, broken ones, and short random strings (mostly invalid). */
const patternArb = fc.oneof(
  fc.constantFrom(
    '*',
    '',
    '[0-9]+',
    '^[A-Za-z0-9]+$',
    '^[A-Za-z][A-Za-z0-9]*$',
    '^(?=.*[A-Z])[A-Za-z0-9]+$',
    '^\\S+$',
    '[a-z ]+',
    'a|b',
    '.+',
    '[',
    '(a',
    'a)|(b',
    '\\',
    '\\_',
    '*abc',
  ),
  fc.string({ maxLength: 6 }),
  fc.constantFrom(undefined, null, 7),
);
const boundArb = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 20 }) },
  fc.constantFrom(-1, Number.NaN, Number.POSITIVE_INFINITY, 2.5, 300, undefined, '5'),
);
const ruleArb = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({
      enabled: fc.oneof({ weight: 5, arbitrary: fc.boolean() }, fc.constantFrom('yes', undefined)),
      required: fc.oneof({ weight: 5, arbitrary: fc.boolean() }, fc.constantFrom(1, null)),
      patternId: fc.oneof(
        { weight: 5, arbitrary: fc.integer({ min: 0, max: 19 }) },
        fc.constantFrom(-1, 20, 42, 1.5, Number.NaN, '3'),
      ),
      acceptedPattern: patternArb,
      minLength: boundArb,
      maxLength: boundArb,
    }),
  },
  fc.constantFrom(null, 'junk', 42, []),
);
const rulesArb = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.dictionary(fc.constantFrom(...REGISTER_FIELDS, 'nickname'), ruleArb),
  },
  fc.constantFrom(undefined, null, 'junk'),
);
const flagsArb = fc.record(
  {
    MOBILENUMREG3: fc.boolean(),
    REGMOBVERF3: fc.boolean(),
    MOBILENUMPASSREG3: fc.boolean(),
    USERNAMEREG3: fc.boolean(),
  },
  { requiredKeys: [] },
);
const inputArb = fc.record({
  rules: rulesArb,
  flags: flagsArb,
  mode: fc.constantFrom('username', 'mobile'),
  layout: fc.constantFrom('page', 'popup'),
}) as fc.Arbitrary<RegisterFormInput>;

const textArb = fc.oneof(
  fc.constantFrom('', '   ', ' ab ', 'Nguyen Van An', 'Nguyễn', 'me@example.com', '😀'),
  fc.string({
    unit: fc.constantFrom('a', 'Z', '7', '0', ' ', '@', '.', '_', 'é', '😀'),
    maxLength: 14,
  }),
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 14 }),
  fc.string({ unit: fc.constantFrom('a', 'b', 'C', 'D', '1', '2'), minLength: 1, maxLength: 14 }),
  fc.constant(true as string | boolean),
);
const randomValuesArb = fc
  .record(
    {
      text: fc.record(
        Object.fromEntries(FORM_FIELDS.map((field) => [field, textArb])) as Record<
          RegisterFormField,
          typeof textArb
        >,
        { requiredKeys: [] },
      ),
      terms: fc.option(fc.boolean(), { nil: undefined }),
      ageConfirm: fc.option(fc.boolean(), { nil: undefined }),
      mirrorConfirm: fc.boolean(),
    },
    { requiredKeys: ['text', 'mirrorConfirm'] },
  )
  .map(({ text, terms, ageConfirm, mirrorConfirm }): RegisterValues => ({
    ...text,
    ...(mirrorConfirm ? { confirmPassword: text.password } : {}),
    terms,
    ageConfirm,
  }));

/** Value shapes tried, shortest first, to find one a rule accepts. */
const SHAPES: ((length: number) => string)[] = [
  (n) => '1234567890'.repeat(n).slice(0, n),
  (n) => ('Ab1' + 'c2'.repeat(n)).slice(0, n),
  (n) => ('Abc' + 'd'.repeat(n)).slice(0, n),
  (n) => 'abc'.repeat(n).slice(0, n),
  (n) => 'a'.repeat(Math.max(1, n - 5)) + '@b.co',
];

/** A value the rule accepts, when one of the shapes fits. */
function fittingValue(rule: RegisterFieldRule): string | undefined {
  for (let n = rule.minLength; n <= Math.min(rule.maxLength, rule.minLength + 6); n++) {
    for (const shape of SHAPES) {
      const value = shape(n);
      if (Array.from(value).length === n && (!rule.pattern || rule.pattern.test(value)))
        return value;
    }
  }
  return undefined;
}

type Mistake = 'empty' | 'blank' | 'long' | 'edgeSpaces' | 'emoji' | 'untick' | 'confirm' | 'drop';
const mistakesArb = fc.array(
  fc.record({
    at: fc.nat(),
    mistake: fc.constantFrom<Mistake>(
      'empty',
      'blank',
      'long',
      'edgeSpaces',
      'emoji',
      'untick',
      'confirm',
      'drop',
    ),
  }),
  { maxLength: 2 },
);

/** A filled-in form (every field given a value its rule accepts) with a few mistakes made. */
function filledIn(
  form: RegisterForm,
  mistakes: { at: number; mistake: Mistake }[],
): RegisterValues {
  const values: RegisterValues = {};
  for (const rule of form.fields) {
    if (CONSENT.has(rule.field)) values[rule.field] = true;
    else if (rule.field !== 'confirmPassword') values[rule.field] = fittingValue(rule) ?? 'x';
  }
  values.confirmPassword = values.password;
  for (const { at, mistake } of mistakes) {
    const rule = form.fields[at % form.fields.length]!;
    const value = text(values[rule.field]);
    const changed: Record<Mistake, string | boolean | undefined> = {
      empty: '',
      blank: '   ',
      long: value + 'x'.repeat(rule.maxLength + 1),
      edgeSpaces: ` ${value} `,
      emoji: value + '😀',
      untick: false,
      confirm: value + '1',
      drop: undefined,
    };
    if (mistake === 'confirm') values.confirmPassword = `${text(values.password)}1`;
    else values[rule.field] = changed[mistake];
  }
  return values;
}

/** Either random values, or a filled-in form with mistakes (so that some forms pass). */
const valuesPlanArb = fc.oneof(
  randomValuesArb.map((values) => () => values),
  mistakesArb.map((mistakes) => (form: RegisterForm) => filledIn(form, mistakes)),
);

const RUNS = { numRuns: 250 };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Why a value breaks its shown field's rule, or null; written apart from the validator. */
function violation(rule: RegisterFieldRule, values: RegisterValues): string | null {
  const raw = values[rule.field];
  if (CONSENT.has(rule.field)) return raw === true ? null : 'consent not ticked';
  const typed = typeof raw === 'string' ? raw : '';
  if (typed.trim() === '') return rule.required ? 'required but empty' : null;
  const value = PASSWORDS.has(rule.field) ? typed : typed.trim();
  if (PASSWORDS.has(rule.field) && value !== value.trim()) return 'password with edge spaces';
  const length = Array.from(value).length;
  if (length < rule.minLength || length > rule.maxLength) return `length ${length}`;
  if (rule.pattern && !rule.pattern.test(value)) return 'pattern';
  if (rule.field === 'confirmPassword' && value !== text(values.password)) return 'confirm differs';
  return null;
}

/** The server's own rule, where it is sane enough to hold the value to it directly. */
function serverViolation(input: RegisterFormInput, rule: RegisterFieldRule, value: string) {
  const fixedBounds = ['confirmPassword', 'countryDialingCode', 'verificationCode'];
  const server = (input.rules as Record<string, unknown> | null | undefined)?.[rule.field];
  if (typeof server !== 'object' || server === null || rule.field === 'confirmPassword')
    return null;
  const {
    acceptedPattern: pattern,
    minLength: min,
    maxLength: max,
  } = server as Record<string, unknown>;
  if (typeof pattern === 'string' && pattern !== '*' && pattern !== '') {
    let compiled: RegExp | null = null;
    try {
      new RegExp(pattern, 'u');
      compiled = new RegExp(`^(?:${pattern})$`, 'u');
    } catch {
      compiled = null;
    }
    if (compiled && !compiled.test(value)) return `server pattern ${pattern}`;
  }
  const sane = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;
  if (!fixedBounds.includes(rule.field) && sane(min) && sane(max) && min <= max && max > 0) {
    const length = Array.from(value).length;
    if (length < min || length > max) return `server bounds ${min}-${max}`;
  }
  return null;
}

describe('buildRegisterForm with random rules, flags and modes', () => {
  it('never throws; schema, uiSchema and fields agree; the fixed fields are there', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const form = buildRegisterForm(input, ({ id }) => id);
        const names = form.fields.map((rule) => rule.field);
        expect(Object.keys(form.schema.properties ?? {})).toEqual(names);
        expect(form.uiSchema['ui:order']).toEqual(names);
        expect(form.schema.required).toEqual(
          form.fields.filter((rule) => rule.required).map((rule) => rule.field),
        );
        expect(new Set(names).size).toBe(names.length);
        const required = new Set(form.schema.required);
        expect(required.has('terms') && required.has('ageConfirm')).toBe(true);
        if (input.mode === 'mobile') {
          expect(names).not.toContain('username');
          expect(required.has('mobileNum') && required.has('verificationCode')).toBe(true);
        } else {
          expect(required.has('username')).toBe(true);
          expect(required.has('password') && required.has('confirmPassword')).toBe(true);
        }
        expect(names.includes('password')).toBe(names.includes('confirmPassword'));
        expect(names.includes('mobileNum')).toBe(names.includes('countryDialingCode'));
        for (const rule of form.fields) {
          if (CONSENT.has(rule.field)) continue;
          expect(rule.minLength).toBeGreaterThanOrEqual(1);
          expect(rule.maxLength).toBeGreaterThanOrEqual(rule.minLength);
        }
        const code = form.fields.find((rule) => rule.field === 'verificationCode');
        if (code) expect(code.maxLength).toBe(255);
      }),
      RUNS,
    );
  });

  it('a field the validator passes satisfies its rule and the sane parts of the server rule', () => {
    let passed = 0;
    fc.assert(
      fc.property(inputArb, valuesPlanArb, (input, plan) => {
        const form = buildRegisterForm(input, ({ id }) => id);
        const values = plan(form);
        const errors = validateRegistration(form, values);
        if (Object.keys(errors).length === 0) passed += 1;
        for (const rule of form.fields) {
          const reason = violation(rule, values);
          // Exactly the rule: passed fields keep to it, refused fields break it.
          expect({ field: rule.field, reason, error: errors[rule.field] ?? null }).toEqual(
            reason === null
              ? { field: rule.field, reason, error: null }
              : { field: rule.field, reason, error: expect.anything() },
          );
          const value = text(values[rule.field]);
          if (!errors[rule.field] && !CONSENT.has(rule.field) && value.trim() !== '') {
            const typed = PASSWORDS.has(rule.field) ? value : value.trim();
            expect(serverViolation(input, rule, typed)).toBeNull();
          }
        }
        if (Object.keys(errors).length === 0) {
          for (const rule of form.fields) expect(violation(rule, values)).toBeNull();
        }
      }),
      RUNS,
    );
    // The generators must let whole forms through now and then, or the property says little.
    expect(passed).toBeGreaterThan(3);
  });

  it('ajv (strict and as RJSF runs it) agrees with the validator, bar the confirmation check', () => {
    const verdicts = { accepted: 0, refused: 0 };
    // Compiling a schema is the slow part (about 10 ms): each form checks several value sets.
    const plansArb = fc.array(valuesPlanArb, { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(inputArb, plansArb, (input, plans) => {
        const form = buildRegisterForm(input, ({ id }) => id);
        for (const plan of plans) {
          const values = plan(form);
          const errors = Object.values(validateRegistration(form, values));
          const onlyConfirm = errors.every(
            (error) => error.id === 'register.error.inconsistentTwice',
          );
          const accepted = ajvAccepts(form.schema, submitted(form, values));
          expect({ values, accepted }).toEqual({ values, accepted: onlyConfirm });
          verdicts[accepted ? 'accepted' : 'refused'] += 1;
        }
      }),
      { numRuns: 50 },
    );
    expect(Math.min(verdicts.accepted, verdicts.refused)).toBeGreaterThan(3);
  });
});
