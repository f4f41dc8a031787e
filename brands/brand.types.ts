import type {
  CustomerServiceEntry,
  GameCategory,
  RegisterRules,
  Resource,
  SocialSignInProvider,
  WhitelabelFlag,
} from '#schemas/platform-api.ts';
import type { DepositMethod } from '#schemas/deposit-api.ts';

/** Design tokens of one theme; each becomes a CSS variable `--<name>` on <html>. */
export interface ThemeTokens {
  'color-primary': string;
  'color-on-primary': string;
  'color-accent': string;
  'color-background': string;
  'color-surface': string;
  'color-surface-raised': string;
  'color-text': string;
  'color-text-muted': string;
  'color-border': string;
  'color-danger': string;
  'color-success': string;
}

export type ThemeName = 'light' | 'dark';

export interface SocialLink {
  type: 'FACEBOOK' | 'INSTAGRAM' | 'TELEGRAM' | 'YOUTUBE' | 'TIKTOK' | 'ZALO';
  url: string;
}

/** What the front end needs in every mode. */
export interface BrandApp {
  id: string;
  name: string;
  /** Hostnames that select this brand in a live deployment. */
  domains: string[];
  merchantCode: string;
  platform: 'web';
  lotteryType: 'Lott';
  device: 'WEB';
  defaultLanguage: string;
  languages: string[];
  currency: { symbol: string; code: string; locale: string };
  chatHeaderColor: string;
  theme: {
    default: ThemeName;
    /** Logo: a wordmark plus a one- or two-letter mark in a badge. */
    logo: { wordmark: string; mark: string };
    tokens: Record<ThemeName, ThemeTokens>;
  };
  features: {
    /** Visitors without a token may only open /login, /register, /helpmc, /download. */
    loginedToHomePage: boolean;
    /**
     * Registration verifies the phone with an external provider instead of the platform's SMS
     * code (demo builds: a simulated provider; live builds ignore it for now). Default false.
     */
    externalPhoneAuth?: boolean;
  };
  /** Amount inserted into the new-member bonus text, e.g. '1000VND'. */
  registrationBonusAmount: string;
  social: SocialLink[];
  /**
   * Sign-in providers shown under the login form, in this order; empty hides the row. Only
   * demo builds show them for now (a simulated provider).
   */
  socialSignIn: SocialSignInProvider[];
  /** Native app addresses for the download page and its QR codes; absent: the lite app. */
  appLinks?: { android?: string; ios?: string };
  /** Live builds: base URL of the platform API; empty means same origin. */
  api: { baseUrl: string };
}

/** What the simulated platform serves for this brand (the real server supplies it live). */
export interface BrandPlatform {
  /** Faker seed: every run shows the same data. */
  seed: number;
  whitelabel: Record<WhitelabelFlag, boolean>;
  registerRules: RegisterRules;
  /** Enabled categories in menu order, each with its vendor codes (empty hides it from the top navigation). */
  categories: Partial<Record<GameCategory, string[]>>;
  resources: Resource[];
  customerService: CustomerServiceEntry[];
  contracts: {
    dividend: boolean;
    dailySalary: boolean;
    hourlySalary: boolean;
    realtimeSalary: boolean;
  };
  defaultPassword: string;
  /** Deposit methods the platform offers (absent: none). */
  deposit?: { methods: DepositMethod[] };
  /** Withdrawal settings (absent: auto-receipt after 30 minutes). */
  withdraw?: { confirmTimeoutMinutes: number };
}

export interface Brand {
  $schema?: string;
  app: BrandApp;
  platform: BrandPlatform;
}
