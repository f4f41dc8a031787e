/**
 * The guard on server-supplied `acceptedPattern`s (issue 21, finding 7), apart from the rest of
 * `register-rules.ts` so the login's checks (`machines/validation.ts`, in the home page's first
 * load) take it without the registration tables.
 */

/** Bounds a rule falls back to when the server's are unusable. */
export const FALLBACK_MIN_LENGTH = 0;
export const FALLBACK_MAX_LENGTH = 255;

/**
 * The longest `acceptedPattern` compiled (issue 21, finding 7): a rule's pattern is a short
 * format (the spec's are under 60 characters); a longer one is refused before it is parsed.
 */
export const MAX_PATTERN_LENGTH = 256;

/** Unbounded repeats (`*`, `+`, `{n,}`) outside lookarounds one pattern may have. */
export const MAX_UNBOUNDED_REPEATS = 3;

export type PatternResult = { ok: true; pattern: RegExp | null } | { ok: false; reason: string };

/**
 * Compiles an `acceptedPattern` anchored on the whole value. '*' and '' accept anything. The
 * pattern must compile on its own too: a fragment such as `a)|(b` only balances once wrapped,
 * and would then match something else than the server meant.
 */
export function compileAcceptedPattern(accepted: string): PatternResult {
  if (accepted === '*' || accepted === '') return { ok: true, pattern: null };
  if (accepted.length > MAX_PATTERN_LENGTH) {
    return { ok: false, reason: `longer than ${MAX_PATTERN_LENGTH} characters` };
  }
  const danger = runawayReason(accepted);
  if (danger) return { ok: false, reason: danger };
  try {
    new RegExp(accepted, 'u');
    return { ok: true, pattern: new RegExp(`^(?:${accepted})$`, 'u') };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Why a pattern could backtrack for ever on a short value, or null (issue 21, finding 7):
 * `(a+)+b` takes seconds on 28 characters. Refused: back-references, and a repeated group
 * (`*`, `+`, `{n,}` or `{n}` with n > 1) whose body repeats or alternates. A heuristic that
 * errs on the side of refusing: a refused pattern is reported, and the platform still checks
 * the value.
 */
export function runawayReason(pattern: string): string | null {
  if (/\\[1-9]|\\k</.test(pattern)) return 'back-references are not accepted';
  const open: { repeats: boolean; lookaround: boolean }[] = [];
  // Unbounded repeats in sequence backtrack polynomially: four `[a-z]*` take a second on 255
  // characters. Those inside a lookaround run from one position each and are not counted.
  let unbounded = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i];
    if (char === '\\') {
      i += 1;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    const unboundedHere =
      char === '*' || char === '+' || (char === '{' && /^\{\d*,\}/.test(pattern.slice(i)));
    if (unboundedHere && !open.some((group) => group.lookaround)) unbounded += 1;
    if (unbounded > MAX_UNBOUNDED_REPEATS) {
      return `more than ${MAX_UNBOUNDED_REPEATS} unbounded repeats can run away`;
    }
    if (char === '[') inClass = true;
    else if (char === '(')
      open.push({ repeats: false, lookaround: /^\((\?<?[=!])/.test(pattern.slice(i)) });
    else if (char === ')') {
      const group = open.pop();
      const next = pattern.slice(i + 1);
      const repeated = /^(?:[*+]|\{(?:\d*,|[2-9]|\d{2,}))/.test(next);
      if (group?.repeats && repeated) return 'a repeated group that repeats inside can run away';
      const outer = open.at(-1);
      if (outer && group?.repeats) outer.repeats = true;
      if (outer && repeated) outer.repeats = true;
    } else if ((char === '*' || char === '+' || char === '{' || char === '|') && open.length > 0) {
      const group = open.at(-1);
      if (group) group.repeats = true;
    }
  }
  return null;
}
