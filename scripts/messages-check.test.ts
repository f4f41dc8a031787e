// @vitest-environment node
import { describe, expect, it, vi as vitest } from 'vitest';
import type * as Languages from '#schemas/languages.ts';
import { checkMessages, type BundleInput, type Declared } from './messages-check.lib.ts';

// The fixtures below hold English and Vietnamese only: the other complete languages of
// schemas/languages.ts would each be reported missing.
vitest.mock('#schemas/languages.ts', async (original) => ({
  ...(await original<typeof Languages>()),
  COMPLETE_LANGUAGES: ['vi', 'en'],
}));

/** What `formatjs extract` gives for a source declaring two messages. */
const source = {
  'home.count': '{n, plural, one {# game} other {# games}}',
  'home.title': 'Home',
};
const declared = (messages: Record<string, unknown> = source): Declared => ({
  messages,
  text: `${JSON.stringify(messages, null, 2)}\n`,
});
const en: BundleInput = { code: 'en', messages: source, text: declared().text };
const vi = { 'home.count': '{n, plural, other {# trò chơi}}', 'home.title': 'Trang chủ' };
const bundles = (...extra: BundleInput[]): BundleInput[] => [
  en,
  { code: 'vi', messages: vi },
  ...extra,
];

describe('checkMessages', () => {
  it('passes an en.json that is the extraction, a complete vi and a partial third bundle', () => {
    expect(
      checkMessages(bundles({ code: 'pt', messages: { 'home.title': 'Início' } }), declared()),
    ).toEqual([]);
  });

  it('reports a key a complete bundle misses', () => {
    const problems = checkMessages(
      [en, { code: 'vi', messages: { 'home.title': 'Trang chủ' } }],
      declared(),
    );
    expect(problems).toEqual(['locales/vi.json: "home.count" is missing (source declares it)']);
  });

  it('reports a key no source declares, in any bundle', () => {
    const problems = checkMessages(
      [
        { code: 'en', messages: { ...source, 'home.gone': 'Gone' } },
        { code: 'vi', messages: { ...vi, 'home.gone': 'Đã xoá' } },
        { code: 'ru', messages: { 'home.titel': 'Главная' } },
      ],
      declared(),
    );
    expect(problems).toEqual([
      'locales/en.json: "home.gone" is unused (no source declares it)',
      'locales/vi.json: "home.gone" is unused (no source declares it)',
      'locales/ru.json: "home.titel" is unused (no source declares it)',
    ]);
  });

  it('reports a stale en.json: a declared id it lacks, a text that changed, its order', () => {
    const changed = { ...source, 'home.title': 'Start', 'home.new': 'New' };
    expect(checkMessages(bundles(), declared(changed))).toEqual([
      'locales/en.json: "home.title" is stale (source says "Start"; run `npm run messages:extract`)',
      'locales/en.json: "home.new" is missing (source declares it; run `npm run messages:extract`)',
      'locales/vi.json: "home.new" is missing (source declares it)',
    ]);
    const reordered: BundleInput = {
      code: 'en',
      messages: source,
      text: JSON.stringify({ 'home.title': 'Home', 'home.count': source['home.count'] }),
    };
    expect(checkMessages([reordered, { code: 'vi', messages: vi }], declared())).toEqual([
      'locales/en.json: not as extracted (order or layout; run `npm run messages:extract`)',
    ]);
  });

  it('reports invalid ICU and non-string messages in any bundle', () => {
    const problems = checkMessages(
      bundles({ code: 'pt', messages: { 'home.title': 'Hello {name', 'home.count': 3 } }),
      declared(),
    );
    expect(problems).toEqual([
      'locales/pt.json: "home.title" is not valid ICU (EXPECT_ARGUMENT_CLOSING_BRACE at column 7)',
      'locales/pt.json: "home.count" is not a string',
    ]);
  });

  it('reports invalid ICU in vi too, such as a plural without other', () => {
    const problems = checkMessages(
      [en, { code: 'vi', messages: { ...vi, 'home.count': '{n, plural, one {# trò chơi}}' } }],
      declared(),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^locales\/vi\.json: "home\.count" is not valid ICU \(MISSING_OTHER_CLAUSE/,
      ),
    ]);
  });

  it('reports a declared message without an English text', () => {
    const problems = checkMessages([], declared({ 'home.title': undefined }));
    expect(problems).toContain('src: "home.title" has no defaultMessage');
  });

  it('reports unreadable and missing bundles', () => {
    const problems = checkMessages(
      [
        en,
        { code: 'fr', parseError: 'Unexpected token' },
        { code: 'es', messages: ['not', 'an', 'object'] },
      ],
      declared(),
    );
    expect(problems.slice(0, 3)).toEqual([
      'locales/fr.json: not valid JSON (Unexpected token)',
      'locales/es.json: not a flat object of messages',
      'locales/vi.json: missing',
    ]);
  });

  it('reports a complete bundle keeping an English text, in any case, but not names or loanwords', () => {
    const withEmail = { ...source, 'auth.field.email': 'E-mail', 'home.app': 'Zalo · {n}' };
    const english: BundleInput = {
      code: 'en',
      messages: withEmail,
      text: declared(withEmail).text,
    };
    const kept = {
      ...vi,
      'home.title': 'Home',
      'auth.field.email': 'E-mail',
      'home.app': 'Zalo · {n}',
    };
    expect(checkMessages([english, { code: 'vi', messages: kept }], declared(withEmail))).toEqual([
      'locales/vi.json: "home.title" is the English text "Home" (translate it, or list it in scripts/messages-untranslated.ts)',
    ]);
    // A partial bundle may keep English: it is not called complete.
    expect(
      checkMessages(bundles({ code: 'pt', messages: { 'home.title': 'Home' } }), declared()),
    ).toEqual([]);
    // Another case is another text: not the English one.
    expect(
      checkMessages([en, { code: 'vi', messages: { ...vi, 'home.title': 'HOME' } }], declared()),
    ).toEqual([]);
  });

  it('reports a translation whose arguments differ from the English ones', () => {
    const problems = checkMessages(
      [
        en,
        { code: 'vi', messages: { ...vi, 'home.count': '{count, plural, other {# trò chơi}}' } },
      ],
      declared(),
    );
    expect(problems).toEqual([
      'locales/vi.json: "home.count" has arguments {count} (expected those of English: {n})',
    ]);
  });

  it('reports a plural option the language never picks (Vietnamese has no "one"), not "=1"', () => {
    const one = '{n, plural, one {một trò chơi} other {# trò chơi}}';
    expect(
      checkMessages([en, { code: 'vi', messages: { ...vi, 'home.count': one } }], declared()),
    ).toEqual(['locales/vi.json: "home.count" has plural option "one", which vi never uses']);
    const exact = '{n, plural, =1 {một trò chơi} other {# trò chơi}}';
    expect(
      checkMessages([en, { code: 'vi', messages: { ...vi, 'home.count': exact } }], declared()),
    ).toEqual([]);
    // Arabic picks zero, one, two, few, many and other.
    const arabic =
      '{n, plural, zero {لا ألعاب} one {لعبة} two {لعبتان} few {# ألعاب} many {# لعبة} other {# لعبة}}';
    expect(
      checkMessages(bundles({ code: 'ar', messages: { 'home.count': arabic } }), declared()).filter(
        (problem) => problem.includes('plural option'),
      ),
    ).toEqual([]);
  });
});
