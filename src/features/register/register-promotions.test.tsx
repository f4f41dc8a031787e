import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import { setupMockServer, type MockServer } from '#mock-server/node.ts';
import { configureClient } from '#src/api/client.ts';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { RegisterPromotions } from './register-promotions.tsx';

/** One simulated platform per shipped brand: each has its own promotions. */
async function platformOf(brandId: 'demo' | 'lotus' | 'nightowl'): Promise<MockServer> {
  const brand = brands[brandId];
  if (!brand) throw new Error(`brands/ has no ${brandId} brand`);
  const mock = await setupMockServer({ brand });
  return mock;
}

/** Starts `mock` for the tests of the calling describe block only. */
function listenDuring(mock: MockServer) {
  beforeAll(() => mock.listen());
  afterEach(() => mock.reset());
  afterAll(() => mock.close());
}

const [demo, lotus, nightowl] = await Promise.all([
  platformOf('demo'),
  platformOf('lotus'),
  platformOf('nightowl'),
]);

const pending = (container: HTMLElement) =>
  container.querySelector('.register-promotions--pending');

const swiperOf = (container: HTMLElement) =>
  (container.querySelector('.swiper') as (HTMLElement & { swiper: SwiperInstance }) | null)?.swiper;

/** Renders the promotions of `brandId` and waits until they are no longer loading. */
async function renderPromotions(brandId: 'demo' | 'lotus' | 'nightowl', language = 'en') {
  // As boot does: calls carry the interface language.
  configureClient({ getLanguage: () => language });
  const view = renderWithProviders(<RegisterPromotions />, { brand: brands[brandId], language });
  await waitFor(() => expect(pending(view.container)).toBeNull());
  return view;
}

describe('RegisterPromotions on the demo brand (two new-player promotions)', () => {
  listenDuring(demo);

  it('holds the place while loading, then autoplays both slides every 5000 ms', async () => {
    configureClient({ getLanguage: () => 'en' });
    const view = renderWithProviders(<RegisterPromotions />, { brand: brands.demo });
    expect(pending(view.container)).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(swiperOf(view.container)).toBeDefined());
    const region = screen.getByRole('region', { name: 'New-player promotions' });
    expect(region).toContainElement(screen.getByRole('img', { name: '100% first-deposit bonus' }));
    expect(screen.getByRole('img', { name: '50 free spins to start' })).toHaveAttribute(
      'src',
      '/mock-assets/promotions/demo/en/102.svg',
    );
    const swiper = swiperOf(view.container);
    expect(swiper?.params.slidesPerView).toBe(1);
    expect(swiper?.params.autoplay).toMatchObject({ delay: 5000 });
    expect(swiper?.autoplay.running).toBe(true);
  });

  it('links each slide to its promotion page; bullets name the slide they show', async () => {
    const { container } = await renderPromotions('demo');
    await waitFor(() => expect(swiperOf(container)).toBeDefined());
    const linkOf = (name: string) => screen.getByRole('img', { name }).closest('a');
    expect(linkOf('100% first-deposit bonus')).toHaveAttribute('href', '/promoDetail/101');
    expect(linkOf('50 free spins to start')).toHaveAttribute('href', '/promoDetail/102');
    // jsdom lays nothing out, so Swiper counts one page of bullets: the label is what is checked.
    expect(screen.getByRole('button', { name: 'Show promotion 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('pauses while a slide has keyboard focus and goes on after', async () => {
    const { container } = await renderPromotions('demo');
    await waitFor(() => expect(swiperOf(container)).toBeDefined());
    const swiper = swiperOf(container);
    const link = screen.getByRole('img', { name: '50 free spins to start' }).closest('a');
    act(() => link?.focus());
    expect(swiper?.autoplay.paused).toBe(true);
    act(() => link?.blur());
    expect(swiper?.autoplay.paused).toBe(false);
  });

  it('writes the titles in the interface language', async () => {
    await renderPromotions('demo', 'vi');
    expect(screen.getByRole('region', { name: 'Khuyến mãi cho người chơi mới' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Thưởng 100% lần nạp đầu' })).toBeInTheDocument();
  });

  it('shows nothing when the call fails', async () => {
    demo.server.use(
      http.get('*/wps/promotion/list', () =>
        HttpResponse.json(
          { success: false, value: null, message: 'System error' },
          { status: 503 },
        ),
      ),
    );
    const { container } = await renderPromotions('demo');
    expect(container.querySelector('.register-promotions')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('RegisterPromotions on lotus (one new-player promotion)', () => {
  listenDuring(lotus);

  it('shows the promotion as a plain linked image, without Swiper or autoplay', async () => {
    const { container } = await renderPromotions('lotus');
    const image = screen.getByRole('img', { name: 'Welcome to Lotus Club' });
    expect(image.closest('a')).toHaveAttribute('href', '/promoDetail/201');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '360');
    expect(container.querySelector('.swiper')).toBeNull();
  });
});

describe('RegisterPromotions on nightowl (no new-player promotion)', () => {
  listenDuring(nightowl);

  it('renders nothing and keeps no space', async () => {
    const { container } = await renderPromotions('nightowl');
    expect(container.querySelector('.register-promotions')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
