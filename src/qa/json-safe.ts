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

/**
 * Keys whose text the live inspector may show (issue 21, finding 2): everything else that is a
 * string goes as `•••`, so a secret under a new name (`storedToken`, `botTicket`, `idToken`)
 * is masked without anyone remembering to list it. Query values and fragments of any text
 * shown are masked too (a launch URL's `?ticket=`). Numbers and booleans are shown: amounts,
 * counts and flags. `machines/` contexts are checked against this in
 * `inspector-redaction.test.ts`.
 */
export const SHOWN_KEYS: ReadonlySet<string> = new Set([
  // What the flow is doing.
  'type',
  'kind',
  'mode',
  'modes',
  'layout',
  'method',
  'loginType',
  'status',
  'reason',
  'messageId',
  'serverMessage',
  'message',
  'acceptedPattern',
  // Who and where (shown on screen anyway; not secrets).
  'username',
  'account',
  'nickname',
  'labelName',
  'color',
  'color2',
  'mobile',
  'mobileNum',
  'dialCode',
  'countryDialingCode',
  'email',
  'affiliateCode',
  'urlAffiliateCode',
  'referralCode',
  'accountTypeName',
  // Games and money records.
  'id',
  'gameCategory',
  'gameClassify',
  'gameCode',
  'gameId',
  'gameName',
  'gameType',
  'vassalage',
  'defaultPlayType',
  'platform',
  'isGame',
  'icon',
  'smallIcon',
  'name',
  'previewUrl',
  'game_url',
  'game_url2',
  'url',
]);

interface Options {
  /** Keys whose non-empty values become `•••`. */
  mask?: ReadonlySet<string>;
  /** When given, only strings under these keys are shown (query values masked); others `•••`. */
  shown?: ReadonlySet<string>;
}

/** A JSON-safe copy: functions and actor refs named, Dates as ISO, cycles and depth cut. */
export function toJsonSafe(value: unknown, options: Options = {}): JsonValue {
  return copy(value, options.mask ?? new Set(), new WeakSet(), 0, options.shown, '');
}

/** What the live inspector sends: `toJsonSafe` with the `SHOWN_KEYS` allowlist. */
export function toInspectorJson(value: unknown): JsonValue {
  return toJsonSafe(value, { shown: SHOWN_KEYS });
}

/** `text` with every query value and any fragment replaced by `•••` (names kept). */
export function maskQuery(text: string): string {
  const hash = text.indexOf('#');
  const withoutHash = hash >= 0 ? text.slice(0, hash) : text;
  const question = withoutHash.indexOf('?');
  const base = question >= 0 ? withoutHash.slice(0, question) : withoutHash;
  const query =
    question >= 0
      ? '?' +
        withoutHash
          .slice(question + 1)
          .split('&')
          .map((pair) => {
            const equals = pair.indexOf('=');
            return equals >= 0 ? `${pair.slice(0, equals)}=${MASK}` : pair;
          })
          .join('&')
      : '';
  return base + query + (hash >= 0 ? `#${MASK}` : '');
}

function copy(
  value: unknown,
  mask: ReadonlySet<string>,
  seen: WeakSet<object>,
  depth: number,
  shown: ReadonlySet<string> | undefined,
  key: string,
): JsonValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    if (!shown || value === '') return value;
    return shown.has(key) ? maskQuery(value) : MASK;
  }
  if (typeof value === 'boolean') return value;
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
    if (Array.isArray(value)) {
      return value.map((item) => copy(item, mask, seen, depth + 1, shown, key));
    }
    const out: Record<string, JsonValue> = {};
    for (const [name, item] of Object.entries(value)) {
      if (item === undefined) continue;
      out[name] =
        mask.has(name) && item !== null && item !== ''
          ? MASK
          : copy(item, mask, seen, depth + 1, shown, name);
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
