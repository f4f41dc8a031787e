// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkMessages, type BundleInput, type SourceInput } from './messages-check.lib.ts';

const en = { 'home.title': 'Home', 'home.count': '{n, plural, one {# game} other {# games}}' };
const vi = { 'home.title': 'Trang chủ', 'home.count': '{n, plural, other {# trò chơi}}' };
const bundles = (...extra: BundleInput[]): BundleInput[] => [
  { code: 'en', messages: en },
  { code: 'vi', messages: vi },
  ...extra,
];
const source = (text: string): SourceInput => ({ file: 'src/page.tsx', text });

describe('checkMessages', () => {
  it('passes matching, valid bundles and known ids', () => {
    const sources = [
      source(
        `const m = defineMessages({ title: { id: 'home.title' } });\n<FormattedMessage id="home.count" />`,
      ),
    ];
    expect(
      checkMessages(bundles({ code: 'th', messages: { 'home.title': 'หน้าแรก' } }), sources),
    ).toEqual([]);
  });

  it('reports keys that only vi or only en has', () => {
    const problems = checkMessages(
      [
        { code: 'en', messages: { ...en, 'only.en': 'x' } },
        { code: 'vi', messages: { ...vi, 'only.vi': 'y' } },
      ],
      [],
    );
    expect(problems).toEqual([
      'locales/en.json: "only.vi" is missing (vi.json has it)',
      'locales/vi.json: "only.en" is missing (en.json has it)',
    ]);
  });

  it('reports invalid ICU and non-string messages in any bundle', () => {
    const problems = checkMessages(
      bundles({ code: 'th', messages: { 'home.title': 'Hello {name', 'home.count': 3 } }),
      [],
    );
    expect(problems).toEqual([
      'locales/th.json: "home.title" is not valid ICU (EXPECT_ARGUMENT_CLOSING_BRACE at column 7)',
      'locales/th.json: "home.count" is not a string',
    ]);
  });

  it('reports invalid ICU in en and vi too, such as a plural without other', () => {
    const problems = checkMessages(
      [
        { code: 'en', messages: { ...en, 'home.count': '{n, plural, one {# game}}' } },
        { code: 'vi', messages: vi },
      ],
      [],
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^locales\/en\.json: "home\.count" is not valid ICU \(MISSING_OTHER_CLAUSE/,
      ),
    ]);
  });

  it('reports keys of another bundle that en lacks', () => {
    const problems = checkMessages(bundles({ code: 'ko', messages: { 'home.titel': '홈' } }), []);
    expect(problems).toEqual(['locales/ko.json: "home.titel" is not in en.json']);
  });

  it('reports ids used in source that en lacks, with file and line', () => {
    const sources = [
      source(
        `import x from 'y';\nintl.formatMessage({ id: 'home.missing' });\n<FormattedMessage id={'home.gone'} />`,
      ),
    ];
    expect(checkMessages(bundles(), sources)).toEqual([
      'src/page.tsx:2: message id "home.missing" is not in locales/en.json',
      'src/page.tsx:3: message id "home.gone" is not in locales/en.json',
    ]);
  });

  it('does not read DOM ids or data ids as message ids', () => {
    const sources = [
      source(`<main id="main" /><p id="contact-unavailable" />\nconst brand = { id: 'demo' };`),
    ];
    expect(checkMessages(bundles(), sources)).toEqual([]);
  });

  it('reports unreadable and missing bundles', () => {
    const problems = checkMessages(
      [
        { code: 'en', messages: en },
        { code: 'fr', parseError: 'Unexpected token' },
        { code: 'ja', messages: ['not', 'an', 'object'] },
      ],
      [],
    );
    expect(problems).toEqual([
      'locales/fr.json: not valid JSON (Unexpected token)',
      'locales/ja.json: not a flat object of messages',
      'locales/vi.json: missing',
    ]);
  });
});
