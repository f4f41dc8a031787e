import type { Brand } from '#brands/brand.types.ts';
import type { WhitelabelFlag } from '#schemas/platform-api.ts';

const tokens = {
  'color-primary': '#123456',
  'color-on-primary': '#ffffff',
  'color-accent': '#abcdef',
  'color-background': '#fafafa',
  'color-surface': '#ffffff',
  'color-surface-raised': '#f0f0f0',
  'color-text': '#111111',
  'color-text-muted': '#555555',
  'color-border': '#dddddd',
  'color-danger': '#aa0000',
  'color-success': '#00aa00',
};

/**
 * A brand for mock-server tests, independent of the shipped brand files so their edits do
 * not break these tests. Some flags are off on purpose.
 */
export const testBrand: Brand = {
  app: {
    id: 'fixture',
    name: 'Fixture Bet',
    domains: ['fixture.example.com'],
    merchantCode: 'FIX01',
    platform: 'web',
    lotteryType: 'Lott',
    device: 'WEB',
    defaultLanguage: 'vi',
    languages: ['vi', 'en'],
    currency: { symbol: '₫', code: 'VND', locale: 'vi-VN' },
    chatHeaderColor: '#123456',
    theme: {
      default: 'light',
      logo: { wordmark: 'Fixture Bet', mark: 'F' },
      tokens: { light: tokens, dark: tokens },
    },
    features: { loginedToHomePage: false },
    registrationBonusAmount: '1000VND',
    social: [],
    // zalo off on purpose: its sign-in is refused.
    socialSignIn: ['google', 'facebook'],
    api: { baseUrl: '' },
  },
  platform: {
    seed: 4242,
    whitelabel: {
      MOBILENUMREG3: true,
      REGMOBVERF3: false,
      MOBILENUMPASSREG3: false,
      USERNAMEREG3: true,
      FREEPLAY3: false,
      PWDEXPFORCECHANGE3: true,
      MOBILEVERCODELOGIN3: true,
      DIRECTREG3: true,
      CBS3: false,
      PTSYS3: true,
      CHNGPASSMAIL3: true,
      CHNGPASSVERIF3: false,
      REFERRAL3: true,
    },
    registerRules: {
      username: {
        enabled: true,
        required: true,
        patternId: 1,
        acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
        minLength: 4,
        maxLength: 16,
      },
    },
    categories: { LIVE: ['EVO', 'SEXY'], RNG: ['PG', 'JILI', 'PP'], PVP: [], FISH: ['JILI'] },
    resources: [{ resourceType: 'TELEGRAM', url: 'https://t.me/fixture', labelNameEn: 'Telegram' }],
    customerService: [{ csType: 'LIVECHAT', path: '/chat', title: 'Live chat' }],
    contracts: { dividend: true, dailySalary: true, hourlySalary: false, realtimeSalary: false },
    defaultPassword: 'Fixture123',
    // Minor units: bank 50,000 to 50,000,000 ₫, first deposit +10% up to 100,000 ₫.
    deposit: {
      methods: [
        {
          id: 'bank',
          minMinor: 5_000_000,
          maxMinor: 5_000_000_000,
          quickAmounts: [10_000_000, 50_000_000],
          firstDepositPromotion: { percent: 10, maxBonusMinor: 10_000_000 },
        },
        { id: 'usdt', minMinor: 20_000_000, maxMinor: 10_000_000_000, quickAmounts: [] },
      ],
    },
  },
};

/** The fixture brand with some whitelabel flags changed. */
export function brandWithFlags(flags: Partial<Record<WhitelabelFlag, boolean>>): Brand {
  return {
    ...testBrand,
    platform: { ...testBrand.platform, whitelabel: { ...testBrand.platform.whitelabel, ...flags } },
  };
}
