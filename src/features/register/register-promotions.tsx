import { lazy, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { NEW_PLAYER_PROMOTION_CATEGORY } from '#schemas/platform-api.ts';
import { promotionsQuery } from '#src/api/promotions.queries.ts';
import { usePreferences } from '#src/shared/preferences.tsx';
import { useDeferredQuery } from '#src/shared/use-deferred-query.ts';
import { PromotionSlide } from './register-promotions.slide.tsx';
import './register-promotions.css';

// Swiper is about 30 KB gzip: it loads only when there are several promotions to turn, after
// the first one is on screen.
const RegisterPromotionsCarousel = lazy(() =>
  import('./register-promotions.carousel.tsx').then((m) => ({
    default: m.RegisterPromotionsCarousel,
  })),
);

const messages = defineMessages({
  label: { id: 'register.promotions.label', defaultMessage: 'New-player promotions' },
});

/**
 * The register page's carousel of new-player promotions (spec sections 2 and 9). While they
 * load, an empty box of the slides' shape holds the place; with none, or when the call fails,
 * nothing shows, since the page is complete without it.
 */
export function RegisterPromotions() {
  const intl = useIntl();
  const { language } = usePreferences();
  const promotions = useDeferredQuery(promotionsQuery(NEW_PLAYER_PROMOTION_CATEGORY, language));
  if (promotions.status === 'pending') {
    return <div className="register-promotions register-promotions--pending" aria-hidden="true" />;
  }
  if (promotions.status === 'error' || promotions.data.length === 0) return null;
  const [first] = promotions.data;
  const slide = first && <PromotionSlide promotion={first} first />;
  return (
    <section
      className="register-promotions"
      aria-label={intl.formatMessage(messages.label)}
      data-testid="register-promotions"
    >
      {promotions.data.length === 1 ? (
        slide
      ) : (
        <Suspense fallback={slide}>
          <RegisterPromotionsCarousel promotions={promotions.data} />
        </Suspense>
      )}
    </section>
  );
}
