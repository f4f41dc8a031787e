import type { StateValue } from 'xstate';

/**
 * A state value as QA reads it: `counting`, `flow.counting + throttle.closed` for nested and
 * parallel states.
 */
export function formatValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => {
      if (child === undefined) return key;
      const inner = formatValue(child);
      return inner.includes(' + ') ? `${key}.(${inner})` : `${key}.${inner}`;
    })
    .join(' + ');
}
