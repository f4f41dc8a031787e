import { useIntl } from 'react-intl';
import { languageDir, type TextDirection } from '#schemas/languages.ts';

/**
 * The writing direction of the language the interface shows. For widgets that read the
 * direction once when they start (swiper): give it to them as `dir`, and start them again when
 * it changes.
 */
export function useTextDirection(): TextDirection {
  // intl.locale is the formatting locale ('ar-u-nu-latn'): its language subtag names the language.
  return languageDir(new Intl.Locale(useIntl().locale).language);
}
