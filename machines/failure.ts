import { MESSAGE_IDS } from './message-ids.ts';

/** Why a platform call failed, as the UI shows it. */
export interface Failure {
  /** HTTP status, when the failure came from a response (401 clears the session). */
  status: number | null;
  /** The server's message, already in the caller's language; shown as is when present. */
  serverMessage: string | null;
  /** Shown when there is no server message. */
  messageId: string;
  /** A failed login whose error carries the captcha flag asks for a captcha from then on. */
  captcha: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Reads what an actor threw. The machines cannot import `src/api`, so this reads the
 * `PlatformError` shape structurally: `status`, `serverMessage`, `kind` ('network' gets the
 * network message), and the captcha flag as `captcha: true` on the error or on its `value`.
 */
export function toFailure(error: unknown, fallbackId: string = MESSAGE_IDS.system): Failure {
  const e = isRecord(error) ? error : {};
  const serverMessage =
    typeof e.serverMessage === 'string' && e.serverMessage.trim() !== '' ? e.serverMessage : null;
  return {
    status: typeof e.status === 'number' ? e.status : null,
    serverMessage,
    messageId: e.kind === 'network' ? MESSAGE_IDS.network : fallbackId,
    captcha: e.captcha === true || (isRecord(e.value) && e.value.captcha === true),
  };
}

/** A 401: the token is gone or expired. */
export const isUnauthorized = (error: unknown): boolean => toFailure(error).status === 401;
