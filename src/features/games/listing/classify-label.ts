import { defineMessages, type IntlShape } from 'react-intl';

/** The classifications with a name of their own, by code. */
const CLASSIFY_LABELS = defineMessages({
  popular: { id: 'games.classify.popular', defaultMessage: 'Popular' },
  new: { id: 'games.classify.new', defaultMessage: 'New' },
  jackpot: { id: 'games.classify.jackpot', defaultMessage: 'Jackpot' },
  megaways: { id: 'games.classify.megaways', defaultMessage: 'Megaways' },
  baccarat: { id: 'games.classify.baccarat', defaultMessage: 'Baccarat' },
  roulette: { id: 'games.classify.roulette', defaultMessage: 'Roulette' },
  sicbo: { id: 'games.classify.sicbo', defaultMessage: 'Sic Bo' },
  'dragon-tiger': { id: 'games.classify.dragon-tiger', defaultMessage: 'Dragon Tiger' },
  poker: { id: 'games.classify.poker', defaultMessage: 'Poker' },
  card: { id: 'games.classify.card', defaultMessage: 'Card games' },
  vietnam: { id: 'games.classify.vietnam', defaultMessage: 'Vietnamese' },
  fast: { id: 'games.classify.fast', defaultMessage: 'Fast draws' },
});

/** The name of a game classification: translated when known, else the code made readable. */
export function classifyLabel(intl: IntlShape, code: string): string {
  if (Object.hasOwn(CLASSIFY_LABELS, code))
    return intl.formatMessage(CLASSIFY_LABELS[code as keyof typeof CLASSIFY_LABELS]);
  const words = code.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
