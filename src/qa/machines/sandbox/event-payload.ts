/**
 * The payload editor: QA edits the whole event as JSON (starting from the registry's sample)
 * and the sandbox sends it only when it is an object of the chosen type. The page translates
 * the error codes; `detail` is the technical part shown beside the message.
 */
import type { AnyEventObject } from 'xstate';

export type PayloadError = 'json' | 'notObject' | 'typeMismatch';

export type ParsedPayload =
  { ok: true; event: AnyEventObject } | { ok: false; error: PayloadError; detail: string };

/**
 * Reads the editor's text as an event of `type`. A missing `type` field is filled in; a
 * different one is refused (the button pressed and the payload disagree).
 */
export function parseEventPayload(text: string, type: string): ParsedPayload {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: 'json', detail: error instanceof Error ? error.message : '' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
    return { ok: false, error: 'notObject', detail: kind };
  }
  const given = (value as { type?: unknown }).type;
  if (given === undefined) return { ok: true, event: { ...value, type } };
  if (given !== type) {
    return { ok: false, error: 'typeMismatch', detail: JSON.stringify(given) ?? String(given) };
  }
  return { ok: true, event: value as AnyEventObject };
}
