import { useIntl } from 'react-intl';
import { languageOfLocale } from '#schemas/formatting-locale.ts';

/**
 * The interface language code ('vi', 'ar') of the messages on screen, for the platform's
 * `language` parameters. `intl.locale` is the formatting locale ('ar-u-nu-latn'), not a code
 * the platform knows.
 */
export function useInterfaceLanguage(): string {
  return languageOfLocale(useIntl().locale);
}
