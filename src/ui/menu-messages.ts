import { defineMessages } from 'react-intl';

/**
 * The names `schemas/menu.builder.ts` hands out as `messageId` (side menu pages, game
 * categories, social pages), declared here with their English text so that `formatjs extract`
 * sees them. Keyed by the id itself: read with `messageById`.
 */
export const menuMessages = defineMessages({
  'sideMenu.signIn': { id: 'sideMenu.signIn', defaultMessage: 'Daily sign-in' },
  'sideMenu.referral': { id: 'sideMenu.referral', defaultMessage: 'Refer and earn' },
  'sideMenu.promotions': { id: 'sideMenu.promotions', defaultMessage: 'Promotions' },
  'sideMenu.bonus': { id: 'sideMenu.bonus', defaultMessage: 'Bonus' },
  'sideMenu.hotGames': { id: 'sideMenu.hotGames', defaultMessage: 'Hot games' },
  'sideMenu.favourites': { id: 'sideMenu.favourites', defaultMessage: 'Favourites' },
  'sideMenu.vip': { id: 'sideMenu.vip', defaultMessage: 'VIP' },
  'sideMenu.pointMall': { id: 'sideMenu.pointMall', defaultMessage: 'Point mall' },
  'gameCategory.elott': { id: 'gameCategory.elott', defaultMessage: 'E-lottery' },
  'gameCategory.lott': { id: 'gameCategory.lott', defaultMessage: 'Lottery' },
  'gameCategory.live': { id: 'gameCategory.live', defaultMessage: 'Casino' },
  'gameCategory.sports': { id: 'gameCategory.sports', defaultMessage: 'Sports' },
  'gameCategory.fish': { id: 'gameCategory.fish', defaultMessage: 'Fishing game' },
  'gameCategory.rng': { id: 'gameCategory.rng', defaultMessage: 'Slot' },
  'gameCategory.pvp': { id: 'gameCategory.pvp', defaultMessage: 'PVP' },
  'gameCategory.esports': { id: 'gameCategory.esports', defaultMessage: 'E-sports' },
  'gameCategory.inhouse': { id: 'gameCategory.inhouse', defaultMessage: 'In-house games' },
  'gameCategory.cockfight': { id: 'gameCategory.cockfight', defaultMessage: 'Cockfight' },
  'social.facebook': { id: 'social.facebook', defaultMessage: 'Facebook' },
  'social.instagram': { id: 'social.instagram', defaultMessage: 'Instagram' },
  'social.telegram': { id: 'social.telegram', defaultMessage: 'Telegram' },
  'social.youtube': { id: 'social.youtube', defaultMessage: 'YouTube' },
  'social.tiktok': { id: 'social.tiktok', defaultMessage: 'TikTok' },
  'social.zalo': { id: 'social.zalo', defaultMessage: 'Zalo' },
});
