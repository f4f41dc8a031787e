import { lazy, startTransition, Suspense, useLayoutEffect, useState } from 'react';
import { preload } from 'react-dom';
import { defineMessages, useIntl } from 'react-intl';
import type { QueryClient } from '@tanstack/react-query';
import { bannersQuery } from '#src/api/content.queries.ts';
import { releasePrerenderedShell } from '#src/platform/prerendered-shell.ts';
import { useDeferredQuery } from '#src/shared/use-deferred-query.ts';
import { BannerSlide } from './banner/banner-slide.tsx';
import './banner/banner-strip.css';

// Swiper is about 30 KB gzip: it loads only for a group with several banners, once the first
// banner (usually the page's largest paint) is on screen; until then that banner holds the place.
const BannerCarousel = lazy(() =>
  import('./banner/banner-carousel.tsx').then((m) => ({ default: m.BannerCarousel })),
);

/**
 * Asks for a group's banners at boot, beside the platform config calls, and preloads the first
 * image as soon as its address is known. That banner is usually the page's largest paint:
 * waiting for the strip to mount before asking would add a round trip or two. The strip's
 * first load of the group takes this answer from the query cache (or joins it in flight).
 */
export function preloadBanners(queryClient: QueryClient, group: string): void {
  queryClient.fetchQuery(bannersQuery(group)).then(
    ([first]) => first && preload(first.url, { as: 'image', fetchPriority: 'high' }),
    () => undefined, // the strip's own load reports nothing either: the page is complete without it
  );
}

const releaseShellBanner = () => releasePrerenderedShell('banner');

const messages = defineMessages({
  label: { id: 'banner.label', defaultMessage: 'Featured' },
});

/**
 * The banners of a path's group (spec section 2). While they load, an empty box of the
 * banner's shape holds the space so the page does not jump; a group without banners, or one
 * that failed to load, shows nothing, since the page is complete without it.
 */
export function BannerStrip({ group, withControls }: { group: string; withControls: boolean }) {
  const intl = useIntl();
  const banners = useDeferredQuery(bannersQuery(group));
  const [firstSettled, setFirstSettled] = useState(false);
  const nothingToShow =
    banners.status === 'error' || (banners.status === 'success' && banners.data.length === 0);
  // The prerendered first paint covers the page until the first banner is on screen here.
  useLayoutEffect(() => {
    if (nothingToShow) releasePrerenderedShell('banner');
  }, [nothingToShow]);
  if (banners.status === 'pending')
    return <div className="banner-strip banner-strip--pending" aria-hidden="true" />;
  if (banners.status === 'error' || banners.data.length === 0) return null;
  const [first] = banners.data;
  return (
    <section className="banner-strip" aria-label={intl.formatMessage(messages.label)}>
      {first && banners.data.length === 1 ? (
        <BannerSlide banner={first} first onSettled={releaseShellBanner} />
      ) : (
        <Suspense fallback={first && <BannerSlide banner={first} first />}>
          {firstSettled ? (
            <BannerCarousel banners={banners.data} withControls={withControls} />
          ) : (
            first && (
              <BannerSlide
                banner={first}
                first
                onSettled={() => {
                  releaseShellBanner();
                  // The carousel (Swiper's start measures the page) renders in slices, not
                  // in the image's load event's task.
                  startTransition(() => setFirstSettled(true));
                }}
              />
            )
          )}
        </Suspense>
      )}
    </section>
  );
}
