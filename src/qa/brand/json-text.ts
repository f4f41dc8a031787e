import { isJsonObject, type BrandJson } from './draft.ts';

/** Typed text read as a brand file, or why it cannot be one. */
export type JsonReading =
  | { ok: true; brand: BrandJson }
  | { ok: false; problem: 'syntax'; line?: number; column?: number }
  | { ok: false; problem: 'notObject' };

/** Line and column (from 1) of character `position` of `text`. */
function place(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** Where the engine's JSON.parse message puts the mistake, when it says. */
function wherePlace(text: string, error: unknown): { line?: number; column?: number } {
  const message = error instanceof Error ? error.message : '';
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /at position (\d+)/.exec(message);
  if (position) return place(text, Number(position[1]));
  // "Unexpected end of JSON input": the mistake is that the text stops.
  if (/end of (JSON )?input|unexpected end/i.test(message)) return place(text, text.length);
  return {};
}

/** Reads the JSON editor's text as a brand file: one JSON object. */
export function readJsonText(text: string): JsonReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: 'syntax', ...wherePlace(text, error) };
  }
  return isJsonObject(value) ? { ok: true, brand: value } : { ok: false, problem: 'notObject' };
}
