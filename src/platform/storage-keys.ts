/** Storage keys of spec section 3. One place, so nothing else spells them. */
export const LOCAL_KEYS = {
  theme: 'theme',
  lang: 'lang',
  hisLang: 'hisLang',
  merchantCode: 'merchantCode',
  lotteryFavourites: 'LOTTFAV',
  /** The side menu collapsed to icons only. */
  sideMenuMini: 'sideMenuMini',
  /** Demo builds only: the brand chosen with ?brand=, remembered. */
  demoBrand: 'demoBrand',
  /** Demo builds only: the simulated platform's scenario chosen with ?scenario=. */
  demoScenario: 'demoScenario',
} as const;

export const SESSION_KEYS = {
  token: 'token',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  platform: 'platform',
} as const;
