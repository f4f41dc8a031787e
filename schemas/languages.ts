/**
 * Interface languages the product knows (spec section 1). A brand offers a subset of them.
 * A language marked `complete` has every message translated (`npm run messages:check` and the
 * simulated platform's catalogue test refuse a missing key or an English text left as it was);
 * the others are partial bundles that read English key by key.
 */

export type TextDirection = 'ltr' | 'rtl';

export interface LanguageInfo {
  /** The language's name in its own script, as a language picker shows it. */
  readonly nativeName: string;
  readonly dir: TextDirection;
  /** Every message translated: see `COMPLETE_LANGUAGES`. */
  readonly complete?: true;
}

export const LANGUAGES = {
  vi: { nativeName: 'Tiếng Việt', dir: 'ltr', complete: true },
  en: { nativeName: 'English', dir: 'ltr', complete: true },
  zh: { nativeName: '中文', dir: 'ltr', complete: true },
  id: { nativeName: 'Bahasa Indonesia', dir: 'ltr', complete: true },
  pt: { nativeName: 'Português', dir: 'ltr' },
  th: { nativeName: 'ไทย', dir: 'ltr', complete: true },
  ja: { nativeName: '日本語', dir: 'ltr', complete: true },
  my: { nativeName: 'မြန်မာ', dir: 'ltr' },
  es: { nativeName: 'Español', dir: 'ltr' },
  hi: { nativeName: 'हिन्दी', dir: 'ltr', complete: true },
  km: { nativeName: 'ខ្មែរ', dir: 'ltr' },
  ko: { nativeName: '한국어', dir: 'ltr', complete: true },
  ms: { nativeName: 'Bahasa Melayu', dir: 'ltr', complete: true },
  ta: { nativeName: 'தமிழ்', dir: 'ltr' },
  tl: { nativeName: 'Tagalog', dir: 'ltr' },
  ur: { nativeName: 'اردو', dir: 'rtl' },
  tr: { nativeName: 'Türkçe', dir: 'ltr' },
  bn: { nativeName: 'বাংলা', dir: 'ltr' },
  ar: { nativeName: 'العربية', dir: 'rtl', complete: true },
  fa: { nativeName: 'فارسی', dir: 'rtl' },
  ru: { nativeName: 'Русский', dir: 'ltr' },
  kk: { nativeName: 'Қазақ тілі', dir: 'ltr' },
  uz: { nativeName: 'Oʻzbekcha', dir: 'ltr' },
  lo: { nativeName: 'ລາວ', dir: 'ltr' },
  ne: { nativeName: 'नेपाली', dir: 'ltr' },
  fr: { nativeName: 'Français', dir: 'ltr' },
} as const satisfies Readonly<Record<string, LanguageInfo>>;

export type LanguageCode = keyof typeof LANGUAGES;

/** Every known code, in the spec's order (vi first: it is the platform default). */
export const LANGUAGE_CODES: readonly LanguageCode[] = Object.freeze(
  Object.keys(LANGUAGES) as LanguageCode[],
);

/** The languages whose bundles are complete, in the spec's order. */
export const COMPLETE_LANGUAGES: readonly LanguageCode[] = Object.freeze(
  LANGUAGE_CODES.filter((code) => (LANGUAGES[code] as LanguageInfo).complete === true),
);

/** Whether `code` names a language whose bundle is complete. */
export function isCompleteLanguage(code: string): boolean {
  return (COMPLETE_LANGUAGES as readonly string[]).includes(code);
}

/** Whether `code` is one of the known interface languages. */
export function isKnownLanguage(code: string): code is LanguageCode {
  return Object.hasOwn(LANGUAGES, code);
}

/** Writing direction of a language; unknown codes are treated as left to right. */
export function languageDir(code: string): TextDirection {
  return isKnownLanguage(code) ? LANGUAGES[code].dir : 'ltr';
}
