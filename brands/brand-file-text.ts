/**
 * Writing a brand file as the shipped ones are written, for the brand studio's download and
 * `npm run brand:new`. Pure (no Node, no DOM), so both the browser and Node tools use it.
 */

/** Prettier's line width for this repo (.prettierrc), which `npm run lint` holds brands/ to. */
const PRINT_WIDTH = 100;

/**
 * `value` as Prettier prints JSON that was written expanded: objects one key a line; a list of
 * plain values on one line when it fits the line width (with what precedes it on the line and
 * its comma), else one item a line. Keys whose value is undefined are left out, as by
 * JSON.stringify.
 */
function printJson(value: unknown, indent: string, column: number, after: number): string {
  const inner = `${indent}  `;
  const lines = (items: [prefix: string, value: unknown][]) =>
    items.map(([prefix, item], index) => {
      const comma = index < items.length - 1 ? ',' : '';
      const printed = printJson(item, inner, inner.length + prefix.length, comma.length);
      return `${inner}${prefix}${printed}${comma}`;
    });
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((item) => item === null || typeof item !== 'object')) {
      const flat = `[${value.map((item) => JSON.stringify(item) ?? 'null').join(', ')}]`;
      if (column + flat.length + after <= PRINT_WIDTH) return flat;
    }
    return `[\n${lines(value.map((item) => ['', item])).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    const keyed = entries.map(([key, item]): [string, unknown] => [
      `${JSON.stringify(key)}: `,
      item,
    ]);
    return `{\n${lines(keyed).join('\n')}\n${indent}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The brand file's text as the shipped files are written: two-space indents, short lists on one
 * line, a final newline. Prettier leaves it as it is, so the file passes `npm run lint` in
 * brands/ as well as `npm run brand:check`.
 */
export function brandFileText(brand: Record<string, unknown>): string {
  return `${printJson(brand, '', 0, 0)}\n`;
}
