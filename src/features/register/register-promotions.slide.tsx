import { Link } from 'react-router';
import type { Promotion } from '#schemas/platform-api.ts';

/** Promotion artwork is made at 1200x360 (the banner's shape); the box keeps that ratio. */
export const PROMOTION_WIDTH = 1200;
export const PROMOTION_HEIGHT = 360;

/** One promotion: its image, titled for screen readers, opening the promotion's page. */
export function PromotionSlide({ promotion, first }: { promotion: Promotion; first: boolean }) {
  return (
    <Link to={`/promoDetail/${promotion.id}`} className="register-promotions__link">
      <img
        className="register-promotions__image"
        src={promotion.image}
        alt={promotion.title}
        width={PROMOTION_WIDTH}
        height={PROMOTION_HEIGHT}
        // Only the first slide shows at once; the others can wait.
        loading={first ? 'eager' : 'lazy'}
        decoding="async"
      />
    </Link>
  );
}
