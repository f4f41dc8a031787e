/**
 * What a complete language may leave as English writes it (`npm run messages:check` and the
 * simulated platform's catalogue test read this). A text counts as left in English when it
 * equals the English text and still has letters once its ICU arguments and the `NAMES` below
 * are taken out ("{count}/{max}", "18+" or "Facebook" never count).
 */

/** Brands, apps, currencies, networks, units and codes: written the same in every language. */
export const NAMES: readonly string[] = [
  'Facebook',
  'Google',
  'Zalo',
  'Telegram',
  'WeChat',
  'WhatsApp',
  'LINE',
  'QQ',
  'Instagram',
  'TikTok',
  'YouTube',
  'Android',
  'iOS',
  'USDT',
  'TRC20',
  'VIP',
  'ID',
  'JSON',
  'Megaways',
  'ms',
];

/**
 * Loanwords a language's players really use, by language and message id, with the reason.
 * Keep it short: anything else is translated.
 */
export const LOANWORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  vi: {
    'auth.field.email': 'Vietnamese writes "E-mail"',
    'profile.email': 'Vietnamese writes "E-mail"',
    'register.field.email': 'Vietnamese writes "E-mail"',
    'security.email': 'Vietnamese writes "E-mail"',
    'gameCategory.live': '"Casino" is the Vietnamese trade word',
    'games.card.hot': '"Hot" is the badge Vietnamese sites use',
    'home.hot': '"Hot" is the badge Vietnamese sites use',
    'games.classify.baccarat': 'game name kept in Vietnamese',
    'games.classify.jackpot': 'trade word kept in Vietnamese',
    'games.classify.poker': 'game name kept in Vietnamese',
    'games.classify.roulette': 'game name kept in Vietnamese',
    'header.menu': '"Menu" is the Vietnamese word',
    'demo.toggle': '"Demo" is the word Vietnamese staff use',
    'qa.machines.status': '"actor" is the XState term QA reads in its docs',
  },
};
