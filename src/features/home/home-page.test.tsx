import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Brand } from '#brands/brand.types.ts';
import { brands } from '#brands/index.ts';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { HomePage } from './home-page.tsx';

const demo = brands.demo!;
const brand: Brand = {
  ...demo,
  platform: { ...demo.platform, categories: { LIVE: ['EVO', 'SEXY'], PVP: [], FISH: ['JILI'] } },
};
const mock = await mockPlatform(brand);

describe('HomePage', () => {
  it('shows a loading state, then one section per category that has vendors', async () => {
    renderWithProviders(<HomePage />, { brand });
    expect(screen.getByRole('status')).toHaveTextContent('Loading games…');

    const sections = await screen.findAllByRole('region');
    expect(sections.map((section) => within(section).getByRole('heading').textContent)).toEqual([
      'Casino',
      'Fishing game',
    ]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows vendor cards linking to the category page filtered by vendor, with a hot badge', async () => {
    await mock.platform.db.vendors.update((q) => q.where({ vassalage: 'EVO' }), {
      data(vendor) {
        vendor.isHot = 1;
      },
    });
    await mock.platform.db.vendors.update((q) => q.where({ vassalage: 'SEXY' }), {
      data(vendor) {
        vendor.isHot = 0;
      },
    });
    renderWithProviders(<HomePage />, { brand });
    const casino = await screen.findByRole('region', { name: 'Casino' });
    const cards = within(casino).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [evo, sexy] = cards.map((card) => within(card).getByRole('link'));
    expect(evo).toHaveAttribute('href', '/live?vassalage=EVO');
    expect(within(evo!).getByText('Hot')).toBeInTheDocument();
    expect(within(sexy!).queryByText('Hot')).toBeNull();
    expect(within(casino).getByRole('link', { name: 'See all Casino' })).toHaveAttribute(
      'href',
      '/live',
    );
  });

  it('says so when no category has vendors', async () => {
    await mock.platform.db.vendors.deleteMany((q) => q.where({ vassalage: () => true }));
    renderWithProviders(<HomePage />, { brand });
    expect(
      await screen.findByText('No games are available yet. Please check back soon.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows an error with a retry button that loads again', async () => {
    const user = userEvent.setup();
    mock.server.use(
      http.get(
        '*/lgw/games/game_menus',
        () =>
          HttpResponse.json(
            { success: false, value: null, message: 'System error' },
            { status: 503 },
          ),
        { once: true },
      ),
    );
    renderWithProviders(<HomePage />, { brand });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network link is abnormal, please try again');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Casino' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has a page heading naming the brand', async () => {
    renderWithProviders(<HomePage />, { brand });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(demo.app.name);
    await screen.findAllByRole('region');
  });
});
