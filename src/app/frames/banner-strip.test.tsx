import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Banner } from '#schemas/platform-api.ts';
import type { QueryClient } from '@tanstack/react-query';
import { createTestQueryClient, mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { BannerStrip, preloadBanners } from './banner-strip.tsx';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';

const mock = await mockPlatform();
const GROUP = 'w_test';

/** Adds banners to a group of their own, so each test states exactly what it shows. */
async function seed(banners: Partial<Banner>[]) {
  for (const [index, banner] of banners.entries()) {
    await mock.platform.db.banners.create({
      bannerId: 9000 + index,
      groupName: GROUP,
      url: `/mock-assets/banners/${9000 + index}.svg`,
      title: `Banner ${index + 1}`,
      linkageType: 'NONE',
      linkUrl: null,
      ...banner,
    });
  }
}

/**
 * Renders the strip and waits for the banners; with several, lets the first image load (jsdom
 * loads none) and waits for the lazily loaded carousel.
 */
async function renderStrip(
  withControls: boolean,
  {
    carousel = true,
    queryClient,
    language,
  }: { carousel?: boolean; queryClient?: QueryClient; language?: string } = {},
) {
  const view = renderWithProviders(<BannerStrip group={GROUP} withControls={withControls} />, {
    queryClient,
    language,
  });
  await waitFor(() => expect(view.container.querySelector('.banner-strip--pending')).toBeNull());
  if (carousel) {
    fireEvent.load(screen.getByRole('img'));
    await waitFor(() => expect(view.container.querySelector('.swiper')).not.toBeNull());
  }
  return view;
}

const swiperOf = (container: HTMLElement) =>
  (container.querySelector('.swiper') as (HTMLElement & { swiper: SwiperInstance }) | null)?.swiper;

describe('BannerStrip', () => {
  it('holds the space while loading, then renders nothing for an empty group', async () => {
    const view = renderWithProviders(<BannerStrip group="w_help" withControls />);
    expect(view.container.querySelector('.banner-strip--pending')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await waitFor(() => expect(view.container.querySelector('.banner-strip')).toBeNull());
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a single banner as a plain image, without autoplay or controls', async () => {
    await seed([{ title: 'Welcome bonus' }]);
    const { container } = await renderStrip(true, { carousel: false });
    const image = screen.getByRole('img', { name: 'Welcome bonus' });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '360');
    expect(container.querySelector('.swiper')).toBeNull();
    expect(container.querySelector('.swiper-pagination, .swiper-button-next')).toBeNull();
  });

  it('shows the first of several banners at once and loads the carousel once it is on screen', async () => {
    await seed([{ title: 'First' }, { title: 'Second' }]);
    const view = await renderStrip(true, { carousel: false });
    expect(screen.getByRole('img', { name: 'First' })).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Second' })).toBeNull();
    expect(view.container.querySelector('.swiper')).toBeNull();
    // A broken first image does not hold the carousel back either.
    fireEvent.error(screen.getByRole('img', { name: 'First' }));
    await waitFor(() => expect(view.container.querySelector('.swiper')).not.toBeNull());
    expect(screen.getByRole('img', { name: 'Second' })).toBeInTheDocument();
  });

  it('autoplays several banners every 5000 ms, without controls outside home', async () => {
    await seed([{}, {}, {}]);
    const { container } = await renderStrip(false);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    const swiper = swiperOf(container);
    expect(swiper?.params.autoplay).toMatchObject({ delay: 5000 });
    expect(swiper?.autoplay.running).toBe(true);
    expect(
      container.querySelector('.swiper-pagination, .swiper-button-next, .swiper-button-prev'),
    ).toBeNull();
  });

  it('adds pagination and arrows on home', async () => {
    await seed([{}, {}]);
    const { container } = await renderStrip(true);
    expect(swiperOf(container)?.autoplay.running).toBe(true);
    expect(container.querySelector('.swiper-pagination')).not.toBeNull();
    expect(container.querySelector('.swiper-button-next')).not.toBeNull();
    expect(container.querySelector('.swiper-button-prev')).not.toBeNull();
  });

  it('runs right to left in a right-to-left language, and left to right otherwise', async () => {
    await seed([{}, {}]);
    const rtl = await renderStrip(true, { language: 'ar' });
    expect(rtl.container.querySelector('.swiper')).toHaveAttribute('dir', 'rtl');
    expect(swiperOf(rtl.container)?.rtl).toBe(true);
    rtl.unmount();
    const ltr = await renderStrip(true, { language: 'en' });
    expect(swiperOf(ltr.container)?.rtl).toBe(false);
  });

  it('follows the linkage type: in-app path, external tab, or no link', async () => {
    await seed([
      { title: 'Internal', linkageType: 'INTERNAL', linkUrl: '/promotions' },
      { title: 'External', linkageType: 'EXTERNAL', linkUrl: 'https://www.example.com/promo' },
      { title: 'None', linkageType: 'NONE', linkUrl: 'https://www.example.com/ignored' },
    ]);
    await renderStrip(false);
    const linkOf = (title: string) => screen.getByRole('img', { name: title }).closest('a');
    expect(linkOf('Internal')).toHaveAttribute('href', '/promotions');
    expect(linkOf('Internal')).not.toHaveAttribute('target');
    expect(linkOf('External')).toHaveAttribute('href', 'https://www.example.com/promo');
    expect(linkOf('External')).toHaveAttribute('target', '_blank');
    expect(linkOf('External')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(linkOf('None')).toBeNull();
  });

  it('ignores unsafe links', async () => {
    await seed([
      { title: 'Script', linkageType: 'EXTERNAL', linkUrl: 'javascript:alert(1)' },
      { title: 'Other origin', linkageType: 'INTERNAL', linkUrl: '//evil.example/promo' },
      { title: 'Mismatch', linkageType: 'INTERNAL', linkUrl: 'https://www.example.com/promo' },
    ]);
    await renderStrip(false);
    for (const title of ['Script', 'Other origin', 'Mismatch']) {
      expect(screen.getByRole('img', { name: title }).closest('a')).toBeNull();
    }
  });

  it('takes the banners asked for at boot and preloads the first image meanwhile', async () => {
    await seed([{ title: 'First' }, { title: 'Second' }]);
    const asked: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === ENDPOINTS.getBanners.path) asked.push(request.url);
    };
    mock.server.events.on('request:start', count);
    try {
      const queryClient = createTestQueryClient();
      preloadBanners(queryClient, GROUP);
      await waitFor(() =>
        expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull(),
      );
      const preloaded = document.head.querySelector('link[rel="preload"]')?.getAttribute('href');
      await renderStrip(false, { queryClient });
      expect(screen.getByRole('img', { name: 'First' })).toHaveAttribute('src', preloaded);
      expect(asked).toHaveLength(1);
    } finally {
      mock.server.events.removeListener('request:start', count);
      document.head.querySelector('link[rel="preload"]')?.remove();
    }
  });
});
