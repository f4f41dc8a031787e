import { lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { getBanners } from '#src/api/content.ts';
import { useRemote } from '#src/app/use-remote.ts';
import { BannerSlide } from './banner/banner-slide.tsx';
import './banner/banner-strip.css';

// Swiper is about 30 KB gzip: it loads only for a group with several banners, once the first
// banner (usually the page's largest paint) is on screen; until then that banner holds the place.
const BannerCarousel = lazy(() =>
  import('./banner/banner-carousel.tsx').then((m) => ({ default: m.BannerCarousel })),
);

const messages = defineMessages({
  label: { id: 'banner.label' },
});

/**
 * The banners of a path's group (spec section 2). While they load, an empty box of the
 * banner's shape holds the space so the page does not jump; a group without banners, or one
 * that failed to load, shows nothing, since the page is complete without it.
 */
export function BannerStrip({ group, withControls }: { group: string; withControls: boolean }) {
  const intl = useIntl();
  const banners = useRemote(`banners:${group}`, () => getBanners(group));
  const [firstSettled, setFirstSettled] = useState(false);
  if (banners.status === 'loading')
    return <div className="banner-strip banner-strip--pending" aria-hidden="true" />;
  if (banners.status === 'error' || banners.data.length === 0) return null;
  const [first] = banners.data;
  return (
    <section className="banner-strip" aria-label={intl.formatMessage(messages.label)}>
      {first && banners.data.length === 1 ? (
        <BannerSlide banner={first} first />
      ) : (
        <Suspense fallback={first && <BannerSlide banner={first} first />}>
          {firstSettled ? (
            <BannerCarousel banners={banners.data} withControls={withControls} />
          ) : (
            first && <BannerSlide banner={first} first onSettled={() => setFirstSettled(true)} />
          )}
        </Suspense>
      )}
    </section>
  );
}
