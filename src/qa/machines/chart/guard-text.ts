import { and, not, or, type AnyTransitionDefinition } from 'xstate';

type Guard = NonNullable<AnyTransitionDefinition['guard']>;

/** What xstate's higher-order guards carry at run time (not part of their public type). */
interface HigherOrderGuard {
  check?: unknown;
  guards?: readonly Guard[];
  stateValue?: unknown;
}

// xstate marks not/and/or with their `check` function. Compared by reference rather than by
// function name, because a minified build renames functions.
const checkOf = (guard: unknown) => (guard as HigherOrderGuard).check;
const NOT_CHECK = checkOf(not('x'));
const AND_CHECK = checkOf(and(['x']));
const OR_CHECK = checkOf(or(['x']));

/** The name an inline arrow gets from its `guard:` key: says nothing, so it is not shown. */
const ANONYMOUS = new Set(['', 'guard', 'anonymous']);

const stateValueText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

function text(guard: Guard, nested: boolean): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard !== 'function') return guard.type;
  const { check, guards = [], stateValue } = guard as HigherOrderGuard;
  if (check === NOT_CHECK && guards[0] !== undefined) return `!${text(guards[0], true)}`;
  if (check === AND_CHECK || check === OR_CHECK) {
    const joined = guards.map((g) => text(g, true)).join(check === AND_CHECK ? ' && ' : ' || ');
    return nested && guards.length > 1 ? `(${joined})` : joined;
  }
  if (stateValue !== undefined) return `in(${stateValueText(stateValue)})`;
  return ANONYMOUS.has(guard.name) ? 'inline' : guard.name;
}

/**
 * A guard as one line of text: its name for a named guard, `!a`, `a && b`, `a || b` for
 * xstate's `not`/`and`/`or`, `in(#id.path)` for `stateIn`, and `inline` for an anonymous
 * inline function.
 */
export function guardText(guard: Guard): string {
  return text(guard, false);
}
