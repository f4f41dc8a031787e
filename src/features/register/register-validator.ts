/**
 * The RJSF validator of the registration form, without ajv (issue 7: ajv and
 * `@rjsf/validator-ajv8` weigh ~40 KB gzip on the register route's first load and compile
 * schemas with `new Function`).
 *
 * The form does not need a general JSON Schema validator: it renders with `noValidate`, and the
 * registration machine checks values with `validateRegistration` (`schemas/register.validate.ts`)
 * and hands its messages over as `extraErrors`. RJSF still asks its validator `isValid` while it
 * resolves `if`/`then`, `oneOf`/`anyOf` and `dependencies`; `buildRegisterForm` emits none of
 * those today, but whatever schema RJSF asks about is answered as ajv would answer it, for the
 * subset of draft-07 the builder emits:
 *
 * - `type` (a name or a list of names), `properties`, `required`, `const`, `enum`, `not`;
 * - `minLength`/`maxLength` (in code points) and `pattern` (compiled with the 'u' flag);
 * - annotations, which never change validity: `$schema`, `$comment`, `title`, `description`,
 *   `default`, `examples`, `readOnly`, `writeOnly`.
 *
 * Any other keyword (`$ref`, `format`, `if`, `oneOf`, `additionalProperties`, ...) is refused, so
 * a builder change that outgrows the subset fails `register-validator.test.ts` instead of being
 * silently accepted: `isValid` throws `UnsupportedSchemaError` in development and answers false
 * in production builds (RJSF's contract for a schema it cannot use).
 */
import type {
  FormContextType,
  RJSFSchema,
  RJSFValidationError,
  ValidationData,
  ValidatorType,
} from '@rjsf/utils';
import type { RegisterValues } from '#schemas/register-form.types.ts';
import { MAX_PATTERN_LENGTH, runawayReason } from '#schemas/accepted-pattern.ts';
import type { RegisterFormContext } from './rjsf-widgets.tsx';

/** Keywords that never change whether a value is valid. */
const ANNOTATIONS = new Set([
  '$schema',
  '$comment',
  'title',
  'description',
  'default',
  'examples',
  'readOnly',
  'writeOnly',
]);

/** Every keyword this validator understands: the ones it checks and the annotations. */
export const SUPPORTED_SCHEMA_KEYWORDS: readonly string[] = Object.freeze([
  'type',
  'properties',
  'required',
  'const',
  'enum',
  'not',
  'minLength',
  'maxLength',
  'pattern',
  ...ANNOTATIONS,
]);

/** One rule a value breaks, as ajv names it: where in the value, and which keyword. */
export interface SchemaFailure {
  /** JSON Pointer into the value (`''` for the value itself, `/username` for a property). */
  instancePath: string;
  keyword: string;
}

/** A schema uses what this validator does not implement; `locations` are JSON Pointers into it. */
export class UnsupportedSchemaError extends Error {
  readonly locations: readonly string[];

  constructor(locations: readonly string[]) {
    super(
      `register-validator: unsupported JSON Schema at ${locations.join(', ')}. It implements ` +
        `only ${SUPPORTED_SCHEMA_KEYWORDS.join(', ')}: extend register-validator.ts for what ` +
        'buildRegisterForm now emits.',
    );
    this.name = 'UnsupportedSchemaError';
    this.locations = locations;
  }
}

/** What `isValid` does with a schema outside the subset: throw, or answer false. */
export type UnsupportedSchemaPolicy = 'throw' | 'refuse';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// As ajv 8 checks types (strictNumbers off).
const TYPE_CHECKS: Record<string, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  boolean: (value) => typeof value === 'boolean',
  number: (value) => typeof value === 'number',
  integer: (value) => typeof value === 'number' && !(value % 1) && !Number.isNaN(value),
  object: isObject,
  array: Array.isArray,
  null: (value) => value === null,
};

const typeNames = (type: unknown): unknown[] => (Array.isArray(type) ? type : [type]);

const isLength = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

const pointer = (at: string, token: string) =>
  `${at}/${token.replaceAll('~', '~0').replaceAll('/', '~1')}`;

const patterns = new Map<string, RegExp | null>();

/**
 * The pattern as ajv compiles it ('u' flag, unanchored), or null when it does not compile, is
 * longer than the builder's bound or could run away (`runawayReason`): such a schema is outside
 * the subset, so it is refused instead of run.
 */
function compiled(pattern: string): RegExp | null {
  if (!patterns.has(pattern)) {
    if (pattern.length > MAX_PATTERN_LENGTH || runawayReason(pattern) !== null) {
      patterns.set(pattern, null);
      return null;
    }
    try {
      patterns.set(pattern, new RegExp(pattern, 'u'));
    } catch {
      patterns.set(pattern, null);
    }
  }
  return patterns.get(pattern) ?? null;
}

function collectUnsupported(schema: unknown, at: string, out: string[]): void {
  if (typeof schema === 'boolean') return;
  if (!isObject(schema)) {
    out.push(at);
    return;
  }
  for (const [keyword, value] of Object.entries(schema)) {
    const where = pointer(at, keyword);
    if (ANNOTATIONS.has(keyword)) continue;
    let fine = true;
    switch (keyword) {
      case 'const':
        break;
      case 'type':
        fine = typeNames(value).every((name) => typeof name === 'string' && name in TYPE_CHECKS);
        break;
      case 'properties':
        if (isObject(value)) {
          for (const [name, sub] of Object.entries(value)) {
            collectUnsupported(sub, pointer(where, name), out);
          }
        } else fine = false;
        break;
      case 'not':
        collectUnsupported(value, where, out);
        break;
      case 'required':
        fine = Array.isArray(value) && value.every((name) => typeof name === 'string');
        break;
      case 'enum':
        fine = Array.isArray(value);
        break;
      case 'minLength':
      case 'maxLength':
        fine = isLength(value);
        break;
      case 'pattern':
        fine = typeof value === 'string' && compiled(value) !== null;
        break;
      default:
        fine = false;
    }
    if (!fine) out.push(where);
  }
}

/**
 * Where `schema` leaves the subset this validator implements (JSON Pointers such as
 * `#/properties/email/format`); empty when every part of it is understood.
 */
export function unsupportedSchemaParts(schema: unknown): string[] {
  const out: string[] = [];
  collectUnsupported(schema, '#', out);
  return out;
}

/** Equality as ajv's `const` and `enum` use it (deep, NaN equal to itself). */
function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Json;
  const right = b as Json;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && deepEqual(left[key], right[key]))
  );
}

// Only called on schemas `unsupportedSchemaParts` accepted, so every value has its expected shape.
function collectFailures(schema: unknown, value: unknown, at: string, out: SchemaFailure[]) {
  if (schema === true) return;
  if (schema === false || !isObject(schema)) {
    out.push({ instancePath: at, keyword: 'false schema' });
    return;
  }
  const fail = (keyword: string) => void out.push({ instancePath: at, keyword });
  if (
    'type' in schema &&
    !typeNames(schema.type).some((name) => TYPE_CHECKS[name as string]!(value))
  )
    fail('type');
  if ('const' in schema && !deepEqual(value, schema.const)) fail('const');
  if (Array.isArray(schema.enum) && !schema.enum.some((option) => deepEqual(value, option)))
    fail('enum');
  if ('not' in schema) {
    const inner: SchemaFailure[] = [];
    collectFailures(schema.not, value, at, inner);
    if (inner.length === 0) fail('not');
  }
  if (typeof value === 'string') {
    // ajv counts code points, not UTF-16 units.
    const length = Array.from(value).length;
    const short = typeof schema.minLength === 'number' && length < schema.minLength;
    const long = typeof schema.maxLength === 'number' && length > schema.maxLength;
    if (short) fail('minLength');
    if (long) fail('maxLength');
    // The bound first: a pattern never runs on a value over maxLength.
    const pattern = typeof schema.pattern === 'string' ? compiled(schema.pattern) : undefined;
    if (pattern === null || (pattern && !long && !pattern.test(value))) fail('pattern');
  }
  if (isObject(value)) {
    // ajv treats a property holding `undefined` as absent.
    for (const name of (schema.required as string[] | undefined) ?? []) {
      if (value[name] === undefined)
        out.push({ instancePath: pointer(at, name), keyword: 'required' });
    }
    for (const [name, sub] of Object.entries((schema.properties as Json | undefined) ?? {})) {
      if (value[name] !== undefined) collectFailures(sub, value[name], pointer(at, name), out);
    }
  }
}

/** The rules `value` breaks; throws `UnsupportedSchemaError` for a schema outside the subset. */
function failuresOf(schema: unknown, value: unknown): SchemaFailure[] {
  const unsupported = unsupportedSchemaParts(schema);
  if (unsupported.length > 0) throw new UnsupportedSchemaError(unsupported);
  const out: SchemaFailure[] = [];
  collectFailures(schema, value, '', out);
  return out;
}

/**
 * An RJSF validator for the registration form that needs no ajv.
 *
 * - `isValid(schema, data)`: whether `data` satisfies `schema`, as ajv would say, for the subset
 *   above; outside it, throws `UnsupportedSchemaError` (`onUnsupported: 'throw'`, the default in
 *   development) or answers false (`'refuse'`, the default in production builds).
 * - `validateFormData`: no errors. The form renders with `noValidate` and the registration
 *   machine's messages come in as `extraErrors`; `customValidate` and `transformErrors` are not
 *   supported, since that validation belongs to the machine.
 * - `rawValidation(schema, data)`: the `SchemaFailure`s (`errors`, left out when there are none),
 *   or `validationError` for a schema outside the subset.
 */
export function createRegisterValidator<
  T = RegisterValues,
  F extends FormContextType = RegisterFormContext,
>({
  onUnsupported = import.meta.env.DEV ? 'throw' : 'refuse',
}: { onUnsupported?: UnsupportedSchemaPolicy } = {}): ValidatorType<T, RJSFSchema, F> {
  return {
    validateFormData(): ValidationData<T> {
      const errors: RJSFValidationError[] = [];
      return { errors, errorSchema: {} };
    },
    isValid(schema, formData) {
      try {
        return failuresOf(schema, formData).length === 0;
      } catch (error) {
        if (error instanceof UnsupportedSchemaError && onUnsupported === 'refuse') return false;
        throw error;
      }
    },
    rawValidation<Result>(schema: RJSFSchema, formData?: T) {
      try {
        const failures = failuresOf(schema, formData);
        return failures.length > 0 ? { errors: failures as Result[] } : {};
      } catch (error) {
        if (error instanceof UnsupportedSchemaError) return { validationError: error };
        throw error;
      }
    },
  };
}

/** The validator `RegistrationForm` renders RJSF with. */
export const registerValidator = createRegisterValidator();
