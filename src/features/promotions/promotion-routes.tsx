import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router';

// The pages load from here rather than from the routes table, so the app's first load (where
// the table lives) lists one small file for them, not every file they need.
const pages = () => import('./promotion-pages.ts');
const PromotionsPage = lazy(() => pages().then((m) => ({ default: m.PromotionsPage })));
const PromoDetailPage = lazy(() => pages().then((m) => ({ default: m.PromoDetailPage })));
const RewardCenterPage = lazy(() => pages().then((m) => ({ default: m.RewardCenterPage })));

/**
 * The promotion routes' one page (`/promotions`, `/promoDetail/:id`, `/rewardCenter`): one
 * lazy entry in the routes table for the three keeps home's first load within its budget.
 */
export function PromotionRoutes() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const Page = pathname.startsWith('/rewardCenter')
    ? RewardCenterPage
    : id === undefined
      ? PromotionsPage
      : PromoDetailPage;
  // The list holds a screen's height while it loads: the footer stays below it (decision 013).
  const loading =
    Page === PromotionsPage ? 'promotions-loading promotions-loading--list' : 'promotions-loading';
  return (
    <Suspense fallback={<div className={loading} aria-busy="true" />}>
      <Page />
    </Suspense>
  );
}
