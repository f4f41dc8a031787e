/** Storage keys of spec section 3. One place, so nothing else spells them. */
export const LOCAL_KEYS = {
  theme: 'theme',
  lang: 'lang',
  hisLang: 'hisLang',
  merchantCode: 'merchantCode',
  lotteryFavourites: 'LOTTFAV',
  /** The side menu collapsed to icons only. */
  sideMenuMini: 'sideMenuMini',
  /** The header balance hidden behind '***', remembered. */
  balanceHidden: 'balanceHidden',
  /** Demo builds only: the brand chosen with ?brand=, remembered. */
  demoBrand: 'demoBrand',
  /** Demo builds only: the simulated platform's scenario chosen with ?scenario=. */
  demoScenario: 'demoScenario',
  /**
   * Demo builds only: the brand studio's draft (`/qa/brand`) as edited, with the shipped brand
   * it started from, so a return to the studio resumes it.
   */
  brandStudioDraft: 'brandStudioDraft',
  /**
   * Demo builds only: the newest version of that draft without problems, which the studio's
   * preview frame runs as its brand (`?previewDraft=1`).
   */
  brandStudioPreview: 'brandStudioPreview',
} as const;

export const SESSION_KEYS = {
  token: 'token',
  account: 'account',
  username: 'username',
  nickname: 'nickname',
  customerId: 'customerId',
  /** The member type (spec section 3 calls it isAgent). */
  isAgent: 'isAgent',
  toUpline: 'toUpline',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  platform: 'platform',
  memberLabel: 'memberLabel',
  memberLabelTextColor: 'memberLabelTextColor',
  memberLabelBgColor: 'memberLabelBgColor',
  /** The change-password-required flag. */
  cpw: 'cpw',
  wallet: 'wallet',
  /** The after-login announcements were shown in this session (spec section 2). */
  indexNotice: 'index_notice',
  /** The launched game's address, so a reload of /game shows it again (spec section 3). */
  iframeUrl: 'iframeUrl',
  /** The vendor a slots start chose, read by the /rng listing (spec section 4). */
  gameVendor: 'gameVendor',
} as const;

/** Session keys that belong to the brand, not the member: logout sets them again. */
export const MERCHANT_SESSION_KEYS = [
  SESSION_KEYS.merchant,
  SESSION_KEYS.merchantCode,
  SESSION_KEYS.platform,
] as const;
