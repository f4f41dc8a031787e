import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Banner } from '#schemas/platform-api.ts';
import { useTextDirection } from '#src/ui/use-text-direction.ts';
import { BannerSlide } from './banner-slide.tsx';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';

const messages = defineMessages<{
  previous: NoMessageValues;
  next: NoMessageValues;
  goTo: { index: string };
}>({
  previous: { id: 'banner.previous', defaultMessage: 'Previous banner' },
  next: { id: 'banner.next', defaultMessage: 'Next banner' },
  goTo: { id: 'banner.goTo', defaultMessage: 'Go to banner {index}' },
});

/** Spec section 9: banners change every 5000 ms. */
export const BANNER_AUTOPLAY_MS = 5000;

/** Two or more banners, autoplaying; arrows and pagination only `withControls` (home). */
export function BannerCarousel({
  banners,
  withControls,
}: {
  banners: Banner[];
  withControls: boolean;
}) {
  const intl = useIntl();
  // Swiper reads the direction once, at start: given here (the page's own `dir` may be set
  // after it starts), and a new direction starts it again.
  const dir = useTextDirection();
  return (
    <Swiper
      key={dir}
      dir={dir}
      className="banner-strip__swiper"
      modules={withControls ? [A11y, Autoplay, Navigation, Pagination] : [A11y, Autoplay]}
      autoplay={{ delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
      rewind
      navigation={withControls}
      pagination={withControls ? { clickable: true } : false}
      a11y={{
        prevSlideMessage: intl.formatMessage(messages.previous),
        nextSlideMessage: intl.formatMessage(messages.next),
        // Swiper fills in {{index}} itself.
        paginationBulletMessage: intl.formatMessage(messages.goTo, { index: '{{index}}' }),
      }}
    >
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.bannerId}>
          <BannerSlide banner={banner} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
