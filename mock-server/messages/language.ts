/**
 * Which language the platform answers in. The app sends its interface language in the
 * `Language` header of every call (`src/api/client.ts`); a call without one is answered in a
 * fallback the caller picks (the brand's default language, or a member's own).
 */
import { isKnownLanguage, type LanguageCode } from '#schemas/languages.ts';

/**
 * A language the platform answers in: any the product knows. Its refusals and notices exist in
 * Vietnamese, English and the languages of `translations/`; any other reads English.
 */
export type MessageLanguage = LanguageCode;

/**
 * The languages the simulated platform's own content (game and lottery names, mall items,
 * inbox letters, promotions) is written in.
 */
export type ContentLanguage = 'vi' | 'en';

/** The request header naming the caller's language. */
export const LANGUAGE_HEADER = 'Language';

/** The known language of a code ('vi', 'vi-VN', 'TH', 'zh-Hans-CN'), else 'en'. */
export function messageLanguageOf(code: string): MessageLanguage {
  const base = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isKnownLanguage(base) ? base : 'en';
}

/** Content is written in Vietnamese and English: Vietnamese readers get it in Vietnamese. */
export function contentLanguage(language: MessageLanguage): ContentLanguage {
  return language === 'vi' ? 'vi' : 'en';
}

/**
 * The language of the answer to `request`: its `Language` header, else `fallback` (a language
 * code, e.g. `ctx.brand.app.defaultLanguage`).
 */
export function replyLanguage(request: Request, fallback: string): MessageLanguage {
  return messageLanguageOf(request.headers.get(LANGUAGE_HEADER)?.trim() || fallback);
}
