import { describe, it, expect } from 'vitest';
import demo from '#brands/demo.json' with { type: 'json' };
import lotus from '#brands/lotus.json' with { type: 'json' };
import nightowl from '#brands/nightowl.json' with { type: 'json' };
import {
  brandWarnings,
  validateBrandFile,
  validateBrands,
  type BrandFileInput,
} from '#schemas/brand.validate.ts';

const shipped: BrandFileInput[] = [
  { file: 'brands/demo.json', data: demo },
  { file: 'brands/nightowl.json', data: nightowl },
  { file: 'brands/lotus.json', data: lotus },
];

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A valid brand 'acme' (a copy of demo with its own id and domain), changed by `edit`. */
function acme(edit: (brand: Json) => void = () => {}): { file: string; data: Json } {
  const brand = structuredClone(demo) as Json;
  brand.app.id = 'acme';
  brand.app.name = 'Acme Bet';
  brand.app.theme.logo = { wordmark: 'Acme Bet', mark: 'A' };
  brand.app.merchantCode = 'ACME01';
  brand.app.domains = ['acme.localhost'];
  edit(brand);
  return { file: 'brands/acme.json', data: brand };
}

function problemsOf(edit: (brand: Json) => void): string[] {
  return validateBrandFile(acme(edit));
}

describe('validateBrands', () => {
  it('finds no problem in the shipped brands', () => {
    expect(validateBrands(shipped)).toEqual([]);
    expect(validateBrandFile(acme())).toEqual([]);
  });

  it('names an unknown whitelabel flag and lists the known ones', () => {
    const [problem, ...rest] = problemsOf((b) => (b.platform.whitelabel.FOO3 = true));
    expect(rest).toEqual([]);
    expect(problem).toBe(
      'brands/acme.json: /platform/whitelabel/FOO3 unknown whitelabel flag (expected one of MOBILENUMREG3, REGMOBVERF3, MOBILENUMPASSREG3, USERNAMEREG3, FREEPLAY3, PWDEXPFORCECHANGE3, MOBILEVERCODELOGIN3, DIRECTREG3, CBS3, PTSYS3, CHNGPASSMAIL3, CHNGPASSVERIF3, REFERRAL3)',
    );
  });

  it('asks for every whitelabel flag, as a boolean', () => {
    expect(
      problemsOf((b) => {
        delete b.platform.whitelabel.CBS3;
        b.platform.whitelabel.FREEPLAY3 = '1';
      }),
    ).toEqual([
      'brands/acme.json: /platform/whitelabel CBS3 is missing (expected true or false)',
      'brands/acme.json: /platform/whitelabel/FREEPLAY3 "1" is not a boolean (expected true or false)',
    ]);
  });

  it('rejects a colour that is not hex', () => {
    expect(problemsOf((b) => (b.app.theme.tokens.dark['color-primary'] = 'blue'))).toEqual([
      'brands/acme.json: /app/theme/tokens/dark/color-primary "blue" is not a colour (expected a hex colour such as #1a2b3c)',
    ]);
  });

  it('names an unknown design token and a missing one', () => {
    expect(
      problemsOf((b) => {
        b.app.theme.tokens.light['color-link'] = '#000000';
        delete b.app.theme.tokens.light['color-border'];
      }),
    ).toEqual([
      'brands/acme.json: /app/theme/tokens/light color-border is missing (expected a hex colour such as #1a2b3c)',
      expect.stringMatching(
        /^brands\/acme\.json: \/app\/theme\/tokens\/light\/color-link unknown design token \(expected one of color-primary, .*color-success\)$/,
      ),
    ]);
  });

  it('rejects an unknown language and a default language that is not offered', () => {
    const problems = problemsOf((b) => {
      b.app.languages = ['vi', 'en', 'xx'];
      b.app.defaultLanguage = 'fr';
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^brands\/acme\.json: \/app\/languages\/2 unknown language "xx" \(expected one of vi, en, zh, .*, fr\)$/,
      ),
      'brands/acme.json: /app/defaultLanguage "fr" is not among the offered languages (expected one of vi, en, xx)',
    ]);
  });

  it('reports a missing or empty merchant code', () => {
    expect(problemsOf((b) => delete b.app.merchantCode)).toEqual([
      'brands/acme.json: /app merchantCode is missing (expected a non-empty merchant code)',
    ]);
    expect(problemsOf((b) => (b.app.merchantCode = ''))).toEqual([
      'brands/acme.json: /app/merchantCode is empty (expected a non-empty merchant code)',
    ]);
  });

  it('takes the external phone verification switch as an optional boolean', () => {
    expect(problemsOf((b) => delete b.app.features.externalPhoneAuth)).toEqual([]);
    expect(problemsOf((b) => (b.app.features.externalPhoneAuth = true))).toEqual([]);
    expect(problemsOf((b) => (b.app.features.externalPhoneAuth = 'yes'))).toEqual([
      'brands/acme.json: /app/features/externalPhoneAuth "yes" is not a boolean (expected true or false)',
    ]);
  });

  it('checks deposit limits: minimum not above maximum, quick amounts between them', () => {
    expect(problemsOf((b) => delete b.platform.deposit)).toEqual([]);
    expect(
      problemsOf((b) => {
        b.platform.deposit.methods[0].minMinor = 10_000;
        b.platform.deposit.methods[0].maxMinor = 100;
        b.platform.deposit.methods[1].quickAmounts = [1];
      }),
    ).toEqual([
      'brands/acme.json: /platform/deposit/methods/0 minMinor 10000 is above maxMinor 100 (expected minMinor ≤ maxMinor)',
      "brands/acme.json: /platform/deposit/methods/1/quickAmounts/0 1 is outside the method's limits (expected from 2000000 to 2000000000)",
    ]);
  });

  it('requires the id to equal the file name', () => {
    expect(validateBrandFile({ file: 'downloads/acme-v2.json', data: acme().data })).toEqual([
      'downloads/acme-v2.json: /app/id "acme" does not match the file name (expected "acme-v2", or rename the file to acme.json)',
    ]);
  });

  it('checks register rules: known fields, complete rules, ranges, lengths and patterns', () => {
    expect(
      problemsOf((b) => {
        b.platform.registerRules.nickname = b.platform.registerRules.username;
        b.platform.registerRules.email = {
          ...b.platform.registerRules.email,
          patternId: 25,
          acceptedPattern: '[a-',
        };
        b.platform.registerRules.username = {
          ...b.platform.registerRules.username,
          minLength: 20,
          maxLength: 4,
        };
        delete b.platform.registerRules.password.required;
      }),
    ).toEqual([
      expect.stringMatching(
        /^brands\/acme\.json: \/platform\/registerRules\/nickname unknown register field \(expected one of username, password, .*, idNumber\)$/,
      ),
      'brands/acme.json: /platform/registerRules/password required is missing (expected true or false)',
      'brands/acme.json: /platform/registerRules/email/patternId 25 is out of range (expected a whole number from 0 to 19)',
      'brands/acme.json: /platform/registerRules/username minLength 20 is above maxLength 4 (expected minLength ≤ maxLength)',
      'brands/acme.json: /platform/registerRules/email/acceptedPattern "[a-" is not a valid regular expression (expected a JavaScript regular expression, or * for anything)',
    ]);
  });

  it('checks categories and vendor codes', () => {
    expect(
      problemsOf((b) => {
        b.platform.categories.SLOTS = ['PG'];
        b.platform.categories.RNG = ['pg', 'PP', 'PP'];
      }),
    ).toEqual([
      expect.stringMatching(
        /^brands\/acme\.json: \/platform\/categories\/SLOTS unknown game category \(expected one of ELOTT, LOTT, .*, COCKFIGHT\)$/,
      ),
      'brands/acme.json: /platform/categories/RNG/0 "pg" is not a vendor code (expected an uppercase vendor code such as PG)',
      'brands/acme.json: /platform/categories/RNG/2 "PP" is listed twice (expected each vendor code once)',
    ]);
  });

  it('reports wrong values with what they should be', () => {
    expect(
      problemsOf((b) => {
        b.app.platform = 'mobile';
        b.app.domains = ['Acme.localhost:8080'];
        b.app.theme.logo.mark = 'ACM';
        b.app.currency.locale = 'vietnam';
        b.app.api.baseUrl = 'https://api.acme.com/';
        b.app.social = [{ type: 'MYSPACE', url: 'myspace.com/acme' }];
        b.platform.customerService = [{ csType: 'LIVECHAT', title: 'Chat' }];
      }),
    ).toEqual([
      'brands/acme.json: /app/domains/0 "Acme.localhost:8080" is not a valid hostname (expected a lowercase hostname without port such as play.example.com)',
      'brands/acme.json: /app/platform "mobile" is not allowed (expected "web")',
      'brands/acme.json: /app/currency/locale "vietnam" is not a locale (expected a locale such as vi-VN)',
      'brands/acme.json: /app/theme/logo/mark "ACM" is too long (expected a mark of 1 to 2 characters)',
      'brands/acme.json: /app/social/0/type "MYSPACE" is not allowed (expected one of FACEBOOK, INSTAGRAM, TELEGRAM, YOUTUBE, TIKTOK, ZALO)',
      'brands/acme.json: /app/social/0/url "myspace.com/acme" is not an http(s) URL (expected an http(s) URL such as https://t.me/acme)',
      'brands/acme.json: /app/api/baseUrl "https://api.acme.com/" is not a valid API base URL (expected empty (same origin), a path such as /api or a URL such as https://api.example.com, with no trailing slash)',
      'brands/acme.json: /platform/customerService/0 path is missing (expected an http(s) URL or a path starting with /)',
    ]);
  });

  it('reports text that would be hard to read', () => {
    expect(
      problemsOf((b) => {
        b.app.theme.tokens.light['color-text-muted'] = '#aaaaaa';
        b.app.theme.tokens.dark['color-on-primary'] = '#60a5fa80';
      }),
    ).toEqual([
      'brands/acme.json: /app/theme/tokens/light/color-text-muted contrast 2.1:1 against color-background is too low (expected at least 4.5:1)',
      'brands/acme.json: /app/theme/tokens/light/color-text-muted contrast 2.3:1 against color-surface is too low (expected at least 4.5:1)',
      'brands/acme.json: /app/theme/tokens/light/color-text-muted contrast 2.0:1 against color-surface-raised is too low (expected at least 4.5:1)',
      'brands/acme.json: /app/theme/tokens/dark/color-on-primary contrast 1.0:1 against color-primary is too low (expected at least 4.5:1)',
    ]);
  });

  it('reports JSON that cannot be parsed, and a file that is not an object', () => {
    expect(
      validateBrands([{ file: 'brands/acme.json', parseError: 'Unexpected end of JSON input' }]),
    ).toEqual([
      'brands/acme.json: / cannot be read as JSON: Unexpected end of JSON input (expected a valid JSON file)',
    ]);
    expect(validateBrandFile({ file: 'brands/acme.json', data: [] })).toEqual([
      'brands/acme.json: / [] is not an object (expected an object with app, platform)',
    ]);
  });

  it('reports every problem at once, each on the documented form and never as raw ajv text', () => {
    const problems = problemsOf((b) => {
      delete b.app.name;
      b.app.chatHeaderColor = 'red';
      b.app.features.loginedToHomePage = 'no';
      b.platform.seed = -1;
      b.platform.contracts.weekly = true;
    });
    expect(problems).toHaveLength(5);
    for (const problem of problems) {
      expect(problem).toMatch(/^brands\/acme\.json: \/\S* .+ \(expected .+\)$/);
      expect(problem).not.toMatch(/\bmust\b/);
    }
  });

  it('reports a domain or id used by two brands on the later file', () => {
    const clash = acme((b) => (b.app.domains = ['nightowl.localhost', 'acme.localhost']));
    expect(validateBrands([...shipped, clash])).toEqual([
      'brands/acme.json: /app/domains/0 domain "nightowl.localhost" is also used by brands/nightowl.json at /app/domains/0 (expected each domain in one brand only)',
    ]);
    const shouting = acme((b) => (b.app.domains = ['ACME.localhost']));
    expect(validateBrands([{ ...acme(), file: 'other/acme.json' }, shouting])).toEqual([
      'brands/acme.json: /app/domains/0 "ACME.localhost" is not a valid hostname (expected a lowercase hostname without port such as play.example.com)',
      'brands/acme.json: /app/id id "acme" is also used by other/acme.json at /app/id (expected each brand id in one file only)',
      'brands/acme.json: /app/merchantCode merchant code "ACME01" is also used by other/acme.json at /app/merchantCode (expected each brand on a merchant code of its own)',
      'brands/acme.json: /app/domains/0 domain "ACME.localhost" is also used by other/acme.json at /app/domains/0 (expected each domain in one brand only)',
    ]);
  });

  it('checks given files against others without checking the others, replacing one of the same name', () => {
    const newNightowl = { file: '/tmp/download/nightowl.json', data: nightowl };
    expect(validateBrands([newNightowl], { against: shipped })).toEqual([]);
    const broken = { file: 'brands/lotus.json', data: { app: {} } };
    expect(validateBrands([acme()], { against: [...shipped, broken] })).toEqual([]);
    const copy = {
      file: '/tmp/download/owl2.json',
      data: { ...nightowl, app: { ...nightowl.app, id: 'owl2' } },
    };
    expect(validateBrands([copy], { against: shipped })).toEqual([
      '/tmp/download/owl2.json: /app/merchantCode merchant code "NOWL02" is also used by brands/nightowl.json at /app/merchantCode (expected each brand on a merchant code of its own)',
      '/tmp/download/owl2.json: /app/domains/0 domain "nightowl.localhost" is also used by brands/nightowl.json at /app/domains/0 (expected each domain in one brand only)',
      '/tmp/download/owl2.json: /app/domains/1 domain "nightowl.example.com" is also used by brands/nightowl.json at /app/domains/1 (expected each domain in one brand only)',
    ]);
  });

  it('refuses a merchant code another brand uses, whatever its case, naming the path in both files', () => {
    const copy = acme((b) => (b.app.merchantCode = 'demo01'));
    expect(validateBrands([...shipped, copy])).toEqual([
      'brands/acme.json: /app/merchantCode merchant code "demo01" is also used by brands/demo.json at /app/merchantCode (expected each brand on a merchant code of its own)',
    ]);
    expect(validateBrands([acme()], { against: shipped })).toEqual([]);
  });
});

describe('brandWarnings', () => {
  it('finds nothing in the shipped brands or a brand with an identity of its own', () => {
    expect(brandWarnings(shipped)).toEqual([]);
    expect(brandWarnings([acme()], { against: shipped })).toEqual([]);
  });

  it("warns of a name, wordmark or mark equal to another brand's, naming both files", () => {
    const copy = acme((b) => {
      b.app.name = 'Demo Bet';
      b.app.theme.logo = { wordmark: 'demo bet', mark: 'NO' };
    });
    expect(brandWarnings([copy], { against: shipped })).toEqual([
      'brands/acme.json: /app/name name "Demo Bet" is also the name of brands/demo.json at /app/name (expected a name of its own, or players see the other brand)',
      'brands/acme.json: /app/theme/logo/wordmark wordmark "demo bet" is also the wordmark of brands/demo.json at /app/theme/logo/wordmark (expected a wordmark of its own, or players see the other brand)',
      'brands/acme.json: /app/theme/logo/mark mark "NO" is also the mark of brands/nightowl.json at /app/theme/logo/mark (expected a mark of its own, or players see the other brand)',
    ]);
    // Warnings are not problems: the file is still valid.
    expect(validateBrands([copy], { against: shipped })).toEqual([]);
  });
});
