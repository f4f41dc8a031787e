/**
 * Machine contexts hold actor refs, functions, Dates and errors: QA tools show them as plain
 * JSON. Secrets (tokens, passwords) of the running app are masked before they leave the page.
 */

const MAX_DEPTH = 8;
export const MASK = '•••';

/** Keys whose values the live inspector never sends (a token must not show up in any log). */
export const SECRET_KEYS: ReadonlySet<string> = new Set([
  'token',
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'paymentPassword',
  'captcha',
  'code',
  'ticket',
]);

export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

interface Options {
  /** Keys whose non-empty values become `•••`. */
  mask?: ReadonlySet<string>;
}

/** A JSON-safe copy: functions and actor refs named, Dates as ISO, cycles and depth cut. */
export function toJsonSafe(value: unknown, options: Options = {}): JsonValue {
  return copy(value, options.mask ?? new Set(), new WeakSet(), 0);
}

function copy(
  value: unknown,
  mask: ReadonlySet<string>,
  seen: WeakSet<object>,
  depth: number,
): JsonValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof value !== 'object') return String(value);
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (value instanceof Error) return `[${value.name}: ${value.message}]`;
  if (isActorRef(value)) return `[actor ${value.id}]`;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[…]';
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => copy(item, mask, seen, depth + 1));
    const out: Record<string, JsonValue> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      out[key] =
        mask.has(key) && item !== null && item !== '' ? MASK : copy(item, mask, seen, depth + 1);
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

function isActorRef(value: object): value is { id: string } {
  return (
    'sessionId' in value && 'send' in value && typeof (value as { id?: unknown }).id === 'string'
  );
}
