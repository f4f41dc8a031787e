/** The promotion pages, one chunk loaded by `promotion-routes.tsx`. */
export { PromoDetailPage } from './promo-detail-page.tsx';
export { PromotionsPage } from './promotions-page.tsx';
export { RewardCenterPage } from './reward-center-page.tsx';
