import { describe, it, expect } from 'vitest';
import Ajv from 'ajv';
import type {
  Brand,
  BrandApp,
  BrandPlatform,
  SocialLink,
  ThemeName,
  ThemeTokens,
} from '#brands/brand.types.ts';
import brandSchema from '#schemas/brand.schema.json' with { type: 'json' };
import { LANGUAGE_CODES } from '#schemas/languages.ts';
import type { DepositMethod } from '#schemas/deposit-api.ts';
import {
  GAME_CATEGORIES,
  REGISTER_FIELDS,
  RESOURCE_TYPES,
  SOCIAL_SIGN_IN_PROVIDERS,
  WHITELABEL_FLAGS,
  type CustomerServiceEntry,
  type CustomerServiceType,
  type RegisterFieldRule,
  type Resource,
} from '#schemas/platform-api.ts';

interface Node {
  $ref?: string;
  type?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  items?: Node;
  properties?: Record<string, Node>;
  required?: string[];
  additionalProperties?: boolean;
  definitions?: Record<string, Node>;
}

const root = brandSchema as Node;

function resolve(node: Node | undefined): Node {
  const name = node?.$ref?.replace('#/definitions/', '');
  const target = name ? root.definitions?.[name] : node;
  if (!target) throw new Error(`cannot resolve ${JSON.stringify(node)}`);
  return target;
}

function at(...path: string[]): Node {
  return path.reduce<Node>((node, key) => {
    const next = key === '[]' ? node.items : node.properties?.[key];
    return resolve(next);
  }, root);
}

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** The object schema has exactly T's keys, and requires exactly T's non-optional ones. */
function expectShape<T>(
  node: Node,
  keys: Record<keyof T, true>,
  optional: readonly Exclude<keyof T, RequiredKeys<T>>[] = [],
) {
  expect(Object.keys(node.properties ?? {}).sort()).toEqual(Object.keys(keys).sort());
  const required = Object.keys(keys).filter(
    (key) => !(optional as readonly string[]).includes(key),
  );
  expect([...(node.required ?? [])].sort()).toEqual(required.sort());
}

const DRAFT_07_KEYWORDS = new Set([
  '$schema',
  '$ref',
  'title',
  'description',
  'type',
  'enum',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'uniqueItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'definitions',
]);

function walk(node: Node, path: string, visit: (node: Node, path: string) => void) {
  visit(node, path);
  for (const [key, child] of Object.entries(node.properties ?? {}))
    walk(child, `${path}/${key}`, visit);
  for (const [key, child] of Object.entries(node.definitions ?? {})) walk(child, `#${key}`, visit);
  if (node.items) walk(node.items, `${path}/[]`, visit);
}

describe('brand.schema.json', () => {
  it('is a draft-07 schema that ajv compiles in strict mode', () => {
    expect((brandSchema as { $schema: string }).$schema).toBe(
      'http://json-schema.org/draft-07/schema#',
    );
    expect(() => new Ajv({ strict: true }).compile(brandSchema)).not.toThrow();
  });

  it('gives every property a title and a description, closes every object and uses only draft-07 keywords', () => {
    const missing: string[] = [];
    walk(root, '', (node, path) => {
      for (const keyword of Object.keys(node)) {
        if (!DRAFT_07_KEYWORDS.has(keyword)) missing.push(`${path}: keyword ${keyword}`);
      }
      if (!node.title || !node.description) missing.push(`${path}: title or description`);
      if (node.type === 'object' && node.additionalProperties !== false)
        missing.push(`${path}: open object`);
    });
    expect(missing).toEqual([]);
  });

  it('keeps its enums in step with the TypeScript constants', () => {
    const whitelabel = at('platform', 'whitelabel');
    expect(Object.keys(whitelabel.properties ?? {})).toEqual([...WHITELABEL_FLAGS]);
    expect(whitelabel.required).toEqual([...WHITELABEL_FLAGS]);
    expect(Object.keys(at('platform', 'registerRules').properties ?? {})).toEqual([
      ...REGISTER_FIELDS,
    ]);
    expect(at('platform', 'registerRules').required).toBeUndefined();
    expect(Object.keys(at('platform', 'categories').properties ?? {})).toEqual([
      ...GAME_CATEGORIES,
    ]);
    expect(at('platform', 'resources', '[]', 'resourceType').enum).toEqual([...RESOURCE_TYPES]);
    expect(at('app', 'languages', '[]').enum).toEqual([...LANGUAGE_CODES]);
    expect(at('app', 'defaultLanguage').enum).toEqual([...LANGUAGE_CODES]);

    const csTypes: Record<CustomerServiceType, true> = { LIVECHAT: true, VIP: true, COMM100: true };
    expect(at('platform', 'customerService', '[]', 'csType').enum).toEqual(Object.keys(csTypes));
    const social: Record<SocialLink['type'], true> = {
      FACEBOOK: true,
      INSTAGRAM: true,
      TELEGRAM: true,
      YOUTUBE: true,
      TIKTOK: true,
      ZALO: true,
    };
    expect(at('app', 'social', '[]', 'type').enum).toEqual(Object.keys(social));
    expect(at('app', 'socialSignIn', '[]').enum).toEqual([...SOCIAL_SIGN_IN_PROVIDERS]);
    const themes: Record<ThemeName, true> = { light: true, dark: true };
    expect(at('app', 'theme', 'default').enum).toEqual(Object.keys(themes));
  });

  it('describes exactly the keys of the Brand types', () => {
    expectShape<Brand>(root, { $schema: true, app: true, platform: true }, ['$schema']);
    expectShape<BrandApp>(
      at('app'),
      {
        id: true,
        name: true,
        domains: true,
        merchantCode: true,
        platform: true,
        lotteryType: true,
        device: true,
        defaultLanguage: true,
        languages: true,
        currency: true,
        chatHeaderColor: true,
        theme: true,
        features: true,
        registrationBonusAmount: true,
        social: true,
        socialSignIn: true,
        appLinks: true,
        api: true,
      },
      ['appLinks'],
    );
    expectShape<NonNullable<BrandApp['appLinks']>>(
      at('app', 'appLinks'),
      {
        android: true,
        ios: true,
      },
      ['android', 'ios'],
    );
    expectShape<BrandApp['currency']>(at('app', 'currency'), {
      symbol: true,
      code: true,
      locale: true,
    });
    expectShape<BrandApp['theme']>(at('app', 'theme'), { default: true, logo: true, tokens: true });
    expectShape<BrandApp['theme']['logo']>(at('app', 'theme', 'logo'), {
      wordmark: true,
      mark: true,
    });
    expectShape<BrandApp['theme']['tokens']>(at('app', 'theme', 'tokens'), {
      light: true,
      dark: true,
    });
    const tokens: Record<keyof ThemeTokens, true> = {
      'color-primary': true,
      'color-on-primary': true,
      'color-accent': true,
      'color-background': true,
      'color-surface': true,
      'color-surface-raised': true,
      'color-text': true,
      'color-text-muted': true,
      'color-border': true,
      'color-danger': true,
      'color-success': true,
    };
    expectShape<ThemeTokens>(at('app', 'theme', 'tokens', 'light'), tokens);
    expectShape<ThemeTokens>(at('app', 'theme', 'tokens', 'dark'), tokens);
    expectShape<BrandApp['features']>(
      at('app', 'features'),
      { loginedToHomePage: true, externalPhoneAuth: true },
      ['externalPhoneAuth'],
    );
    expectShape<SocialLink>(at('app', 'social', '[]'), { type: true, url: true });
    expectShape<BrandApp['api']>(at('app', 'api'), { baseUrl: true });
    expectShape<BrandPlatform>(
      at('platform'),
      {
        seed: true,
        whitelabel: true,
        registerRules: true,
        categories: true,
        resources: true,
        customerService: true,
        contracts: true,
        defaultPassword: true,
        deposit: true,
        withdraw: true,
      },
      ['deposit', 'withdraw'],
    );
    expectShape<DepositMethod>(
      at('platform', 'deposit', 'methods', '[]'),
      { id: true, minMinor: true, maxMinor: true, quickAmounts: true, firstDepositPromotion: true },
      ['firstDepositPromotion'],
    );
    expectShape<RegisterFieldRule>(at('platform', 'registerRules', 'username'), {
      enabled: true,
      required: true,
      patternId: true,
      acceptedPattern: true,
      minLength: true,
      maxLength: true,
    });
    expectShape<Resource>(
      at('platform', 'resources', '[]'),
      { resourceType: true, url: true, qrCodeUrl: true, labelNameEn: true },
      ['qrCodeUrl'],
    );
    expectShape<CustomerServiceEntry>(at('platform', 'customerService', '[]'), {
      csType: true,
      path: true,
      title: true,
    });
    expectShape<BrandPlatform['contracts']>(at('platform', 'contracts'), {
      dividend: true,
      dailySalary: true,
      hourlySalary: true,
      realtimeSalary: true,
    });
  });
});
