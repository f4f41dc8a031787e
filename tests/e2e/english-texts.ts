import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** An English message a language translates, as a pattern that matches it once rendered. */
export interface EnglishPattern {
  id: string;
  english: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const spaces = (text: string) => escape(text.replace(/\s+/g, ' ')).replace(/ /g, '\\s+');

/**
 * The rendered forms of ICU elements: arguments match any text, plurals and selects any of
 * their forms that have words of their own or no argument (a bare `other {{status}}` would match
 * anything).
 */
function source(elements: readonly MessageFormatElement[], kept: ReadonlySet<string>): string {
  return elements
    .map((element) => {
      switch (element.type) {
        case TYPE.literal:
          return spaces(element.value);
        case TYPE.select:
        case TYPE.plural: {
          const forms = Object.values(element.options)
            .filter((option) => hasWords(option.value) || option.value.every(isLiteral))
            .filter((option) => !kept.has(words(option.value).trim()))
            .map((option) => source(option.value, kept));
          return forms.length > 0 ? `(?:${forms.join('|')})` : '(?!)';
        }
        case TYPE.tag:
          return source(element.children, kept);
        case TYPE.pound:
        case TYPE.number:
          return '\\p{Nd}[\\p{Nd}.,\\s\\u066b\\u066c]*';
        default:
          return '.+?';
      }
    })
    .join('');
}

/** The literal words of a message (what could be left in English once it is rendered). */
function words(elements: readonly MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.tag) return words(element.children);
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        return Object.values(element.options)
          .map((option) => words(option.value))
          .join(' ');
      }
      return '';
    })
    .join('');
}

const isLiteral = (element: MessageFormatElement) => element.type === TYPE.literal;
const hasWords = (elements: readonly MessageFormatElement[]) => /\p{L}{2}/u.test(words(elements));

/** The words of each select or plural form of a message, as the bundle writes them. */
function formWords(elements: readonly MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.tag) return formWords(element.children);
    if (element.type !== TYPE.select && element.type !== TYPE.plural) return [];
    return Object.values(element.options).flatMap((option) => [
      words(option.value).trim(),
      ...formWords(option.value),
    ]);
  });
}

/**
 * The English texts that `bundle` translates: a key whose text in the bundle equals English
 * (a brand name, a code, a loanword) may show as it is, and so may an English text the bundle
 * uses for another key (Malay's 'Bonus' of the side menu is not the reward table's English
 * 'Bonus' left untranslated) or for a form of the same message (Malay's point type
 * `deposit {Deposit}`). Messages without a letter of their own ('{amount}',
 * '{page} / {count}') would match anything and are left out.
 */
export function englishPatterns(
  english: Readonly<Record<string, string>>,
  bundle: Readonly<Record<string, string>>,
): EnglishPattern[] {
  const bundleTexts = new Set(Object.values(bundle));
  return Object.entries(english).flatMap(([id, text]) => {
    if (bundle[id] === undefined || bundleTexts.has(text)) return [];
    const elements = parse(text, { ignoreTag: false });
    const kept = new Set(formWords(parse(bundle[id], { ignoreTag: false })));
    const pattern = new RegExp(`^\\s*${source(elements, kept)}\\s*$`, 'u');
    // A pattern that matches any text says nothing about English.
    if (!hasWords(elements) || pattern.test('qqq zzz')) return [];
    return [{ id, english: text, pattern }];
  });
}

/** The shown texts that read as one of the English messages, with the message's id. */
export function leftInEnglish(texts: readonly string[], patterns: readonly EnglishPattern[]) {
  return texts.flatMap((text) => {
    const found = patterns.find((candidate) => candidate.pattern.test(text));
    return found ? [`${text} (${found.id})`] : [];
  });
}
