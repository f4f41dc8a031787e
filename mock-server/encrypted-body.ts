import type { HttpResponse } from 'msw';
import type { Envelope } from '#schemas/platform-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { decryptHybrid, isHybridPayload } from '#mock-server/crypto.ts';
import { fail } from '#mock-server/envelope.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';

export type BodyRead<T> =
  { ok: true; body: Partial<T> } | { ok: false; response: HttpResponse<Envelope<null>> };

/**
 * Reads the body of an "encrypted" call: a JSON `HybridPayload` decrypted with the platform's
 * private key into a JSON object. A plain body answers 400 'The request body must be
 * encrypted'; one that does not decrypt or is not an object answers 400 too (both in the
 * request's language). Fields are not checked here: the handler validates each one (hence
 * `Partial`, and values may still be of the wrong type at run time).
 */
export async function readEncryptedJson<T>(
  ctx: PlatformContext,
  request: Request,
): Promise<BodyRead<T>> {
  const language = replyLanguage(request, ctx.brand.app.defaultLanguage);
  const payload: unknown = await request.json().catch(() => null);
  if (!isHybridPayload(payload)) {
    return { ok: false, response: fail(400, say(language, 'encryptedOnly')) };
  }
  try {
    const body: unknown = JSON.parse(await decryptHybrid(ctx.keys.privateKey, payload));
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error();
    return { ok: true, body: body as Partial<T> };
  } catch {
    return { ok: false, response: fail(400, say(language, 'badEncryption')) };
  }
}

/** Reads a plain JSON object body; anything else is an empty object (fields then fail checks). */
export async function readJson<T>(request: Request): Promise<Partial<T>> {
  const body: unknown = await request.json().catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Partial<T>)
    : {};
}

/** A trimmed string field, or '' when absent or not a string. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
