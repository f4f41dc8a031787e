import { useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { Promotion } from '#schemas/platform-api.ts';
import { useTextDirection } from '#src/ui/use-text-direction.ts';
import { PromotionSlide } from './register-promotions.slide.tsx';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';

const messages = defineMessages<{
  goTo: { index: string };
  slide: { index: string; count: string };
}>({
  goTo: { id: 'register.promotions.goTo', defaultMessage: 'Show promotion {index}' },
  slide: { id: 'register.promotions.slide', defaultMessage: 'Promotion {index} of {count}' },
});

/** Spec section 9: the registration promotions change every 5000 ms. */
export const PROMOTION_AUTOPLAY_MS = 5000;

/**
 * The promotions one slide at a time, with a bullet per slide. It autoplays only with more
 * than one promotion (spec section 9), and pauses under the pointer and while a slide has
 * keyboard focus, so nobody has to chase a moving link.
 */
export function RegisterPromotionsCarousel({ promotions }: { promotions: Promotion[] }) {
  const intl = useIntl();
  const swiper = useRef<SwiperInstance | null>(null);
  const autoplay = promotions.length > 1;
  // Swiper reads the direction once, at start (see BannerCarousel).
  const dir = useTextDirection();
  return (
    <div
      className="register-promotions__carousel"
      onFocus={() => swiper.current?.autoplay.pause()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) swiper.current?.autoplay.resume();
      }}
    >
      <Swiper
        key={dir}
        dir={dir}
        className="register-promotions__swiper"
        modules={[A11y, Autoplay, Pagination]}
        slidesPerView={1}
        autoplay={
          autoplay
            ? { delay: PROMOTION_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
            : false
        }
        rewind
        pagination={{ clickable: true }}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        a11y={{
          // Swiper fills in {{index}} and {{slidesLength}} itself.
          paginationBulletMessage: intl.formatMessage(messages.goTo, { index: '{{index}}' }),
          slideLabelMessage: intl.formatMessage(messages.slide, {
            index: '{{index}}',
            count: '{{slidesLength}}',
          }),
        }}
      >
        {promotions.map((promotion, index) => (
          <SwiperSlide key={promotion.id}>
            <PromotionSlide promotion={promotion} first={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
