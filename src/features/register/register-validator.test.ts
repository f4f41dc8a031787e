// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getDefaultFormState, retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import { BRAND_IDS } from '#brands/index.ts';
import { buildRegisterForm } from '#schemas/register.builder.ts';
import type { RegisterForm } from '#schemas/register-form.types.ts';
import { brandInput, translator } from '#schemas/register-test-support.ts';
import {
  createRegisterValidator,
  registerValidator,
  unsupportedSchemaParts,
  UnsupportedSchemaError,
} from './register-validator.ts';

const strict = createRegisterValidator<Record<string, unknown>>({ onUnsupported: 'throw' });
const lenient = createRegisterValidator({ onUnsupported: 'refuse' });
const en = translator('en');

/** Whether the ajv validator RJSF shipped with accepts the data (the reference answer). */
const ajvSays = (schema: RJSFSchema, data: unknown) => ajvValidator.isValid(schema, data, schema);
const oursSays = (schema: RJSFSchema, data: unknown) =>
  strict.isValid(schema, data as never, schema);

const combos = BRAND_IDS.flatMap((brand) =>
  (['username', 'mobile'] as const).flatMap((mode) =>
    (['page', 'popup'] as const).map((layout) => ({ brand, mode, layout })),
  ),
);
const formOf = ({ brand, mode, layout }: (typeof combos)[number]) =>
  buildRegisterForm(brandInput(brand, mode, layout), en);

/** Values players type, right and wrong, for any field of any shipped brand. */
const POOL: (string | boolean)[] = [
  '+84',
  '0912345678',
  '091234567',
  '123456',
  '1234',
  'ab12',
  'player01',
  'owlet99',
  'Secret123',
  'secret1',
  'Nguyen Van An',
  'Nguyễn Văn An',
  'an@example.vn',
  'not-an-email',
  'AB12cd',
  ' Secret123',
  'Secret123 ',
  '😀😀😀😀',
  '',
  '   ',
  true,
  false,
];

/** For each field of the form, a value ajv accepts for that field alone (when the pool has one). */
function goodPlayer(form: RegisterForm): Record<string, unknown> {
  const player: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(form.schema.properties ?? {})) {
    const fits = POOL.find((value) => ajvSays(schema as RJSFSchema, value));
    if (fits !== undefined) player[field] = fits;
  }
  return player;
}

describe('registerValidator on the forms buildRegisterForm makes for every shipped brand', () => {
  it.each(combos)(
    '$brand $mode $layout: the schema stays inside the subset the validator implements',
    (combo) => {
      // A builder change that emits another keyword (format, if/then, $ref, ...) fails here.
      expect(unsupportedSchemaParts(formOf(combo).schema)).toEqual([]);
    },
  );

  it.each(combos)(
    '$brand $mode $layout: a complete player is accepted, and each single mistake refused, as ajv does',
    (combo) => {
      const { schema } = formOf(combo);
      const player = goodPlayer(formOf(combo));
      expect(Object.keys(player).sort()).toEqual(Object.keys(schema.properties ?? {}).sort());
      expect({ ours: oursSays(schema, player), ajv: ajvSays(schema, player) }).toEqual({
        ours: true,
        ajv: true,
      });
      for (const field of Object.keys(player)) {
        for (const wrong of ['', '   ', ' x ', 'x'.repeat(300), '😀', false, 42, undefined]) {
          const data = { ...player, [field]: wrong };
          expect({ field, wrong, ours: oursSays(schema, data) }).toEqual({
            field,
            wrong,
            ours: ajvSays(schema, data),
          });
        }
      }
      expect(oursSays(schema, {})).toBe(false);
    },
  );

  it.each(combos)(
    '$brand $mode $layout: random values get the same answer as from ajv, for the form and for each field as a condition',
    (combo) => {
      const { schema } = formOf(combo);
      const fields = Object.keys(schema.properties ?? {});
      const valueArb = fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...POOL) },
        fc.string({
          unit: fc.constantFrom('a', 'Z', '7', '0', ' ', '@', '.', 'é', '😀'),
          maxLength: 14,
        }),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 16 }),
      );
      const player = goodPlayer(formOf(combo));
      const randomArb = fc.record(Object.fromEntries(fields.map((field) => [field, valueArb])), {
        requiredKeys: [],
      });
      // Half of the samples change at most two fields of a complete player, so some pass.
      const editedArb = fc
        .array(fc.tuple(fc.constantFrom(...fields), valueArb), { maxLength: 2 })
        .map((edits) => ({ ...player, ...Object.fromEntries(edits) }));
      let accepted = 0;
      fc.assert(
        fc.property(fc.oneof(randomArb, editedArb), (data) => {
          const verdict = ajvSays(schema, data);
          if (verdict) accepted += 1;
          expect(oursSays(schema, data)).toBe(verdict);
          for (const field of fields) {
            // What RJSF asks for `if` and `dependencies`: one property's schema, as a condition.
            const condition: RJSFSchema = {
              type: 'object',
              properties: { [field]: schema.properties![field]! },
              required: [field],
            };
            expect(oursSays(condition, data)).toBe(ajvSays(condition, data));
          }
        }),
        { numRuns: 80 },
      );
      expect(accepted).toBeGreaterThan(0);
    },
    // 80 samples, each checked for the whole form and every field: seconds on a busy machine.
    30_000,
  );

  it.each(combos)(
    '$brand $mode $layout: RJSF computes the same form state as with ajv',
    (combo) => {
      const { schema } = formOf(combo);
      // The form's first values (RegistrationForm), then a player who typed a few fields.
      for (const formData of [{ terms: true, ageConfirm: false }, goodPlayer(formOf(combo))]) {
        const ours = getDefaultFormState(registerValidator, schema, formData, schema);
        expect(ours).toEqual(getDefaultFormState(ajvValidator, schema, formData, schema));
        expect(ours).toMatchObject(formData);
      }
    },
  );
});

describe('registerValidator where RJSF calls isValid', () => {
  const base = formOf({ brand: 'demo', mode: 'username', layout: 'page' }).schema;

  it('resolves an if/then/else on a field value to the same branch as ajv', () => {
    const schema: RJSFSchema = {
      ...base,
      if: { properties: { countryDialingCode: { const: '+84' } } },
      then: { properties: { zalo: { type: 'string', title: 'Zalo' } } },
      else: { properties: { whatsapp: { type: 'string', title: 'WhatsApp' } } },
    };
    for (const countryDialingCode of ['+84', '+66']) {
      const data = { countryDialingCode };
      const ours = retrieveSchema(registerValidator, schema, schema, data);
      expect(ours).toEqual(retrieveSchema(ajvValidator, schema, schema, data));
      expect(Object.keys(ours.properties ?? {})).toContain(
        countryDialingCode === '+84' ? 'zalo' : 'whatsapp',
      );
    }
  });

  it('resolves dependencies with oneOf on an enum to the same fields as ajv', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: { channel: { type: 'string', enum: ['zalo', 'email'] } },
      dependencies: {
        channel: {
          oneOf: [
            {
              properties: { channel: { enum: ['zalo'] }, zalo: { type: 'string', minLength: 9 } },
            },
            {
              properties: { channel: { enum: ['email'] }, email: { type: 'string' } },
            },
          ],
        },
      },
    };
    for (const channel of ['zalo', 'email']) {
      const data = { channel };
      const ours = retrieveSchema(strict, schema, schema, data);
      expect(ours).toEqual(retrieveSchema(ajvValidator, schema, schema, data));
      expect(Object.keys(ours.properties ?? {})).toContain(channel);
    }
  });
});

describe('registerValidator keyword by keyword, against ajv', () => {
  const cases: [string, RJSFSchema, unknown, boolean][] = [
    ['an emoji is one character', { type: 'string', minLength: 2, maxLength: 2 }, '😀😀', true],
    ['three emoji are too many', { type: 'string', maxLength: 2 }, '😀😀😀', false],
    [
      'a pattern matches anywhere unless anchored',
      { type: 'string', pattern: '[0-9]' },
      'a1',
      true,
    ],
    ['an anchored pattern', { type: 'string', pattern: '^(?:[0-9]+)$' }, 'a1', false],
    ['a pattern with a Unicode class', { type: 'string', pattern: '^\\p{L}+$' }, 'Văn', true],
    ['length rules skip non-strings', { type: ['string', 'number'], minLength: 3 }, 7, true],
    ['a wrong type', { type: 'string' }, true, false],
    ['integer', { type: 'integer' }, 2.5, false],
    ['null in a type list', { type: ['string', 'null'] }, null, true],
    ['const true refuses false', { type: 'boolean', const: true }, false, false],
    ['const compares deeply', { const: { a: [1, 2] } }, { a: [1, 2] }, true],
    ['enum', { enum: ['zalo', 'email'] }, 'sms', false],
    ['not with edge spaces', { not: { type: 'string', pattern: '^\\s|\\s$' } }, ' pw', false],
    ['required counts undefined as absent', { required: ['a'] }, { a: undefined }, false],
    ['required ignores non-objects', { required: ['a'] }, 'text', true],
    ['an absent property is not checked', { properties: { a: { type: 'string' } } }, {}, true],
    ['a false property schema', { properties: { a: false } }, { a: 1 }, false],
    ['annotations change nothing', { title: 'T', description: 'D', default: 1 }, 0, true],
  ];

  it.each(cases)('%s', (_name, schema, data, expected) => {
    expect(oursSays(schema, data)).toBe(expected);
    expect(ajvSays(schema, data)).toBe(expected);
  });
});

describe('registerValidator outside its subset', () => {
  const email: RJSFSchema = {
    type: 'object',
    properties: { email: { type: 'string', format: 'email' } },
  };

  it('throws a clear error naming where the schema leaves the subset, under the throw policy', () => {
    expect(() => strict.isValid(email, { email: 'a@b.co' }, email)).toThrow(UnsupportedSchemaError);
    expect(() => strict.isValid(email, {}, email)).toThrow(/#\/properties\/email\/format/);
  });

  it('answers false instead under the refuse policy (production builds)', () => {
    expect(lenient.isValid(email, { email: 'a@b.co' }, email)).toBe(false);
  });

  it('throws in development and tests, so a builder change cannot slip through unnoticed', () => {
    expect(import.meta.env.DEV).toBe(true);
    expect(() => registerValidator.isValid(email, {}, email)).toThrow(UnsupportedSchemaError);
  });

  it('names every unsupported keyword, broken pattern and malformed value', () => {
    const schema = {
      type: 'object',
      $ref: '#/definitions/x',
      if: { required: ['a'] },
      then: {},
      additionalProperties: false,
      properties: {
        a: { type: 'string', pattern: '(' },
        'b/c': { type: 'text' },
        d: { minLength: -1, not: { anyOf: [] } },
      },
      required: 'a',
    };
    expect(unsupportedSchemaParts(schema).sort()).toEqual(
      [
        '#/$ref',
        '#/if',
        '#/then',
        '#/additionalProperties',
        '#/properties/a/pattern',
        '#/properties/b~1c/type',
        '#/properties/d/minLength',
        '#/properties/d/not/anyOf',
        '#/required',
      ].sort(),
    );
  });

  it('adds an if/then to a built form: the subset check catches it', () => {
    const { schema } = formOf({ brand: 'lotus', mode: 'mobile', layout: 'popup' });
    expect(unsupportedSchemaParts({ ...schema, if: {}, then: {} })).toEqual(['#/if', '#/then']);
  });
});

describe('registerValidator as the form validates', () => {
  const { schema } = formOf({ brand: 'demo', mode: 'username', layout: 'page' });

  it('reports no errors from validateFormData: the registration machine owns validation', () => {
    expect(registerValidator.validateFormData({ username: '!' }, schema)).toEqual({
      errors: [],
      errorSchema: {},
    });
  });

  it('lists the rules broken in rawValidation, or the unsupported schema', () => {
    const { errors } = registerValidator.rawValidation(schema, {
      username: 'ab',
      terms: false,
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { instancePath: '/username', keyword: 'minLength' },
        { instancePath: '/terms', keyword: 'const' },
        { instancePath: '/password', keyword: 'required' },
      ]),
    );
    expect(registerValidator.rawValidation({ format: 'email' }, {}).validationError).toBeInstanceOf(
      UnsupportedSchemaError,
    );
    expect(registerValidator.rawValidation({ type: 'string' }, 'ok' as never)).toEqual({});
  });
});
