// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkMessages, type BundleInput, type Declared } from './messages-check.lib.ts';

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
      checkMessages(bundles({ code: 'th', messages: { 'home.title': 'หน้าแรก' } }), declared()),
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
        { code: 'ko', messages: { 'home.titel': '홈' } },
      ],
      declared(),
    );
    expect(problems).toEqual([
      'locales/en.json: "home.gone" is unused (no source declares it)',
      'locales/vi.json: "home.gone" is unused (no source declares it)',
      'locales/ko.json: "home.titel" is unused (no source declares it)',
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
      bundles({ code: 'th', messages: { 'home.title': 'Hello {name', 'home.count': 3 } }),
      declared(),
    );
    expect(problems).toEqual([
      'locales/th.json: "home.title" is not valid ICU (EXPECT_ARGUMENT_CLOSING_BRACE at column 7)',
      'locales/th.json: "home.count" is not a string',
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
        { code: 'ja', messages: ['not', 'an', 'object'] },
      ],
      declared(),
    );
    expect(problems).toEqual([
      'locales/fr.json: not valid JSON (Unexpected token)',
      'locales/ja.json: not a flat object of messages',
      'locales/vi.json: missing',
    ]);
  });
});
