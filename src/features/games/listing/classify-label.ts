import type { IntlShape } from 'react-intl';

/** The name of a game classification: translated when known, else the code made readable. */
export function classifyLabel(intl: IntlShape, code: string): string {
  const id = `games.classify.${code}`;
  if (Object.hasOwn(intl.messages, id)) return intl.formatMessage({ id });
  const words = code.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
