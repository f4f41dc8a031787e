// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRule } from '#machines/validation.ts';
import { REGISTER_FIELDS } from '#schemas/platform-api.ts';
import type { RegisterFormInput, RegisterValues } from '#schemas/register-form.types.ts';
import { buildRegisterForm } from '#schemas/register.builder.ts';
import { validateRegistration } from '#schemas/register.validate.ts';
import { createRegisterValidator } from './register-validator.ts';

/**
 * Issue 21, finding 7: generated register-rule sets (real, broken and pathological patterns,
 * NaN and absurd bounds) through the builder, the validator the simulated platform runs too
 * (`mock-server/register.ts` calls the same `buildRegisterForm` and `validateRegistration`),
 * the RJSF validator and the machines' `checkRule`: no crash, no field over 50 ms.
 */
const RUNS = 10_000;
const FIELD_BUDGET_MS = 50;

const PATHOLOGICAL = [
  '(a+)+b',
  '(?:a+)+b',
  '(a|aa)*c',
  '(a|a)*b',
  '(x+x+)+y',
  '([a-z]+)*$',
  '(\\w+\\s?)*$',
  '(.*a){12}',
  '((ab)*)+c',
  'x)|(.*',
  '(a)\\1',
  '[a-z]*[a-z]*[a-z]*[a-z]*1',
  '\\w*\\w*\\w*\\w*\\w*!',
  'a'.repeat(300),
  `(${'a|'.repeat(200)}b)`,
  '.*.*.*=.*',
];
const patternArb = fc.oneof(
  fc.constantFrom(...PATHOLOGICAL),
  fc.constantFrom('*', '', '[0-9]+', '^[A-Za-z0-9]+$', '^(?=.*[A-Z])[A-Za-z0-9]+$', '[', '(a'),
  fc.string({
    unit: fc.constantFrom('a', '(', ')', '+', '*', '|', '.', '?', '{2,}', '\\'),
    maxLength: 12,
  }),
  fc.constantFrom(undefined, null, 7),
);
const boundArb = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 60 }) },
  fc.constantFrom(-1, Number.NaN, Number.POSITIVE_INFINITY, 2.5, 300, 1e9, undefined, '5'),
);
const ruleArb = fc.record({
  enabled: fc.boolean(),
  required: fc.boolean(),
  patternId: fc.oneof(fc.integer({ min: 0, max: 19 }), fc.constantFrom(-1, Number.NaN)),
  acceptedPattern: patternArb,
  minLength: boundArb,
  maxLength: boundArb,
});
const inputArb = fc.record({
  rules: fc.dictionary(fc.constantFrom(...REGISTER_FIELDS), ruleArb),
  flags: fc.constant({}),
  mode: fc.constantFrom('username', 'mobile'),
  layout: fc.constantFrom('page', 'popup'),
}) as fc.Arbitrary<RegisterFormInput>;

/** Values that make runaway patterns backtrack: long runs with a mismatch at the end. */
const HOSTILE = ['a'.repeat(28) + '!', 'a'.repeat(255) + '!', 'ab'.repeat(40), ' '.repeat(60)];

const validator = createRegisterValidator({ onUnsupported: 'refuse' });

/**
 * How long `run` takes; over the budget, the best of three tries, so a pause of a busy machine
 * (other test files, garbage collection) is not taken for a pattern's cost.
 */
function timed(run: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let tries = 0; tries < 3 && best > FIELD_BUDGET_MS; tries += 1) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe('register rules fuzz', () => {
  it(`${RUNS} generated rule sets: no crash, no field over ${FIELD_BUDGET_MS} ms`, () => {
    let slowest = 0;
    let warnings = 0;
    let fields = 0;
    fc.assert(
      fc.property(inputArb, fc.constantFrom(...HOSTILE), (input, hostile) => {
        const form = buildRegisterForm(input, ({ id }) => id);
        warnings += form.warnings?.length ?? 0;
        const values = Object.fromEntries(
          form.fields.map((rule) => [rule.field, hostile]),
        ) as RegisterValues;
        for (const rule of form.fields) {
          fields += 1;
          const one = { [rule.field]: hostile } as RegisterValues;
          slowest = Math.max(
            slowest,
            timed(() => validateRegistration(form, one)),
          );
        }
        slowest = Math.max(
          slowest,
          timed(() => validator.isValid(form.schema, values, form.schema)),
        );
        for (const [field, raw] of Object.entries(input.rules ?? {})) {
          const rule = {
            acceptedPattern: typeof raw.acceptedPattern === 'string' ? raw.acceptedPattern : '*',
            minLength: Number(raw.minLength),
            maxLength: Number(raw.maxLength),
          };
          fields += 1;
          const ms = timed(() => checkRule(hostile, rule));
          if (ms > FIELD_BUDGET_MS)
            throw new Error(`${field}: ${ms} ms for ${rule.acceptedPattern}`);
          slowest = Math.max(slowest, ms);
        }
        return slowest <= FIELD_BUDGET_MS;
      }),
      { seed: 21, numRuns: RUNS },
    );
    console.log(
      `register-rule fuzz: ${RUNS} rule sets, ${fields} field checks, ${warnings} repairs reported, slowest field ${slowest.toFixed(1)} ms (budget ${FIELD_BUDGET_MS} ms), 0 crashes`,
    );
    expect(slowest).toBeLessThanOrEqual(FIELD_BUDGET_MS);
  }, 120_000);
});
