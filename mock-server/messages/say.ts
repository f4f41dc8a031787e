import { CATALOGUE, type MessageKey } from '#mock-server/messages/catalogue.ts';
import type { MessageLanguage } from '#mock-server/messages/language.ts';
import { TRANSLATIONS } from '#mock-server/messages/translations/index.ts';

/** The `{name}` placeholders of a text, as a union of names. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values a message's placeholders take (the English and Vietnamese texts have the same). */
export type MessageValues<K extends MessageKey> = Record<
  Placeholders<(typeof CATALOGUE)[K]['en']>,
  string | number
>;

/** No argument for a text without placeholders; its values for one with them. */
type ValuesArgument<K extends MessageKey> = [Placeholders<(typeof CATALOGUE)[K]['en']>] extends [
  never,
]
  ? []
  : [values: MessageValues<K>];

/** The keys whose texts have no placeholder: `say(language, key)` needs nothing more. */
export type PlainMessageKey = {
  [K in MessageKey]: ValuesArgument<K> extends [] ? K : never;
}[MessageKey];

/**
 * The text of `key` in `language`, its placeholders filled:
 * `say('vi', 'smsWait', { seconds: 42 })` is 'Mã xác minh đã được gửi, vui lòng đợi 42 giây'.
 * A language without a translation reads English.
 */
export function say<K extends MessageKey>(
  language: MessageLanguage,
  key: K,
  ...values: ValuesArgument<K>
): string {
  const filled: Readonly<Record<string, string | number>> = values[0] ?? {};
  const text: string =
    language === 'vi' || language === 'en'
      ? CATALOGUE[key][language]
      : (TRANSLATIONS[language]?.[key] ?? CATALOGUE[key].en);
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in filled ? String(filled[name]) : placeholder,
  );
}
