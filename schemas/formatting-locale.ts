import { isKnownLanguage, type LanguageCode } from '#schemas/languages.ts';

/**
 * The BCP 47 locale that formats money, numbers, dates and times for each interface language
 * (decision 012). The react-intl provider takes it as its locale, so every `intl.formatNumber`,
 * `intl.formatDate` and `{n, number}` of a message follows the page's language. The language
 * subtag is always the interface language's own: `languageOfLocale` gets it back for the
 * platform's `language` parameters.
 */
const FORMATTING_LOCALES: Partial<Record<LanguageCode, string>> = {
  vi: 'vi-VN',
  // Plain English (CLDR's default, month first) rather than en-GB: the English the tests and
  // the platform's texts are written in; only the order of date parts would change.
  en: 'en',
  // The bundle is Simplified Chinese: mainland conventions (2026年11月27日).
  zh: 'zh-CN',
  // Thai with the Gregorian calendar: Thai's default is the Buddhist era (2569), while the date
  // inputs, the platform's days and exported files count Gregorian years; one filter would
  // otherwise show two years.
  th: 'th-TH-u-ca-gregory',
  id: 'id-ID',
  ms: 'ms-MY',
  ko: 'ko-KR',
  ja: 'ja-JP',
  // Hindi keeps Latin digits (CLDR's default for hi-IN) with Indian grouping (12,34,567.50).
  hi: 'hi-IN',
  // Arabic with Latin digits, said explicitly: stakes, odds, references and balances are
  // compared with game providers' screens and bank transfers that use Latin digits, and the
  // default numbering of 'ar' has changed between CLDR versions (Arabic-Indic before 42).
  ar: 'ar-u-nu-latn',
};

/** The locale that formats for interface language `language`; an unknown code stays as it is. */
export function formattingLocale(language: string): string {
  if (!isKnownLanguage(language)) return language;
  return FORMATTING_LOCALES[language] ?? language;
}

/**
 * The interface language of a formatting locale ('ar-u-nu-latn' is 'ar'): its first subtag, as
 * written (`Intl.Locale` would canonicalise Tagalog's 'tl' to 'fil', a code the platform and
 * our bundles do not use).
 */
export function languageOfLocale(locale: string): string {
  return locale.split('-')[0]!.toLowerCase();
}
