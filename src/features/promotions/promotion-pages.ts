import { PromoDetailPage } from './promo-detail-page.tsx';
import { PromotionsPage } from './promotions-page.tsx';
import { RewardCenterPage } from './reward-center-page.tsx';

/**
 * The promotion pages by route (data, like the withdraw feature's MONEY_OUT_PAGES): one chunk
 * for the three, so the app's first load lists one file for them instead of one per page.
 */
export const PROMOTION_PAGES = {
  promotions: PromotionsPage,
  promoDetail: PromoDetailPage,
  rewardCenter: RewardCenterPage,
};
