import stylelint, { type Rule } from 'stylelint';

/**
 * `local/no-physical-sides`: what stylelint-plugin-logical-css lets through that still pins
 * a box to the left or the right, so a right-to-left page would not mirror it
 * (docs/decisions/011):
 * - a four-value shorthand whose right and left differ (`padding: 0 1rem 0 2rem`);
 * - a border radius whose left and right corners differ (`border-radius: 8px 0 0 8px`);
 * - `left` / `right` in a position (`background-position`, `transform-origin`...);
 * - an inset shadow drawn on one side (`box-shadow: inset 3px 0 0 red`, a side stripe).
 * `translateX` and gradients keep their physical direction on purpose: motion, not layout.
 */
export const ruleName = 'local/no-physical-sides';

export const messages = stylelint.utils.ruleMessages(ruleName, {
  shorthand: (property: string, value: string) =>
    `"${property}: ${value}" sets the right and the left apart: use ${logicalPair(property)}`,
  radius: (value: string) =>
    `"border-radius: ${value}" rounds left and right corners apart: use border-start-start-radius and the other logical corners`,
  keyword: (property: string, keyword: string) =>
    `"${keyword}" in ${property} is a physical side: use a logical value, or a length from the start`,
  shadow: (value: string) =>
    `"box-shadow: ${value}" draws an inset stripe on one physical side: use a border-inline-* side`,
});

/** Shorthands of four sides, in CSS order: top, right, bottom, left. */
const BOX_SHORTHANDS = new Set([
  'margin',
  'padding',
  'inset',
  'scroll-margin',
  'scroll-padding',
  'border-width',
  'border-style',
  'border-color',
]);

/** Properties whose value is a position, where `left` and `right` are physical sides. */
const POSITIONS = new Set([
  'background',
  'background-position',
  'background-position-x',
  'object-position',
  'transform-origin',
  'perspective-origin',
  'mask-position',
  'mask',
]);

function logicalPair(property: string): string {
  if (property.startsWith('border-')) {
    const part = property.slice('border-'.length);
    return `border-block-${part} and border-inline-start-${part} / border-inline-end-${part}`;
  }
  return `${property}-block and ${property}-inline-start / ${property}-inline-end`;
}

/** Splits a value on top-level `separator`s (never inside parentheses). */
export function splitTopLevel(value: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth === 0 && separator.test(char)) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

const words = (value: string) => splitTopLevel(value.trim(), /\s/);

/** True when a four-side value (1 to 4 words) gives the right and the left different values. */
export function sidesDiffer(value: string): boolean {
  const parts = words(value);
  return parts.length === 4 && parts[1] !== parts[3];
}

/** True when a radius (before any `/`) gives a left corner and its right twin different values. */
export function cornersDiffer(value: string): boolean {
  return value.split('/').some((half) => {
    const [a, b, c, d] = words(half);
    if (b === undefined) return false;
    if (c === undefined) return a !== b;
    if (d === undefined) return a !== b || c !== b;
    return a !== b || c !== d;
  });
}

const isZero = (word: string | undefined) => word === undefined || /^[+-]?0[a-z%]*$/i.test(word);

/** True when an inset shadow is offset sideways: a stripe on the left or the right. */
export function sidewaysInsetShadow(value: string): boolean {
  return splitTopLevel(value, /,/).some((shadow) => {
    const parts = words(shadow);
    if (!parts.includes('inset')) return false;
    const lengths = parts.filter((word) => /^[+-]?(\d|\.\d)/.test(word));
    return !isZero(lengths[0]);
  });
}

const rule: Rule = (enabled) => (root, result) => {
  const valid = stylelint.utils.validateOptions(result, ruleName, {
    actual: enabled,
    possible: [true],
  });
  if (!valid) return;
  root.walkDecls((decl) => {
    const property = decl.prop.toLowerCase();
    const { value } = decl;
    const report = (message: string) =>
      stylelint.utils.report({ ruleName, result, node: decl, message, word: value });
    if (BOX_SHORTHANDS.has(property) && sidesDiffer(value)) {
      report(messages.shorthand(property, value));
    } else if (property === 'border-radius' && cornersDiffer(value)) {
      report(messages.radius(value));
    } else if (POSITIONS.has(property)) {
      const side = splitTopLevel(value, /[\s,/]/).find((word) => /^(left|right)$/i.test(word));
      if (side) report(messages.keyword(property, side));
    } else if (property === 'box-shadow' && sidewaysInsetShadow(value)) {
      report(messages.shadow(value));
    }
  });
};
rule.ruleName = ruleName;
rule.messages = messages;

export default stylelint.createPlugin(ruleName, rule);
