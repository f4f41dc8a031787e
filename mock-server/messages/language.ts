/**
 * Which language the platform answers in. The app sends its interface language in the
 * `Language` header of every call (`src/api/client.ts`); a call without one is answered in a
 * fallback the caller picks (the brand's default language, or a member's own).
 */

/** The languages the platform's texts exist in; every other language reads English. */
export type MessageLanguage = 'vi' | 'en';

/** The request header naming the caller's language. */
export const LANGUAGE_HEADER = 'Language';

/** 'vi' for Vietnamese ('vi', 'vi-VN'), else 'en': a brand's other languages read English. */
export function messageLanguageOf(code: string): MessageLanguage {
  return code.trim().toLowerCase().startsWith('vi') ? 'vi' : 'en';
}

/**
 * The language of the answer to `request`: its `Language` header, else `fallback` (a language
 * code, e.g. `ctx.brand.app.defaultLanguage`).
 */
export function replyLanguage(request: Request, fallback: string): MessageLanguage {
  return messageLanguageOf(request.headers.get(LANGUAGE_HEADER)?.trim() || fallback);
}
