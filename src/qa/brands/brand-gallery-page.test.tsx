import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BRAND_IDS, brands } from '#brands/index.ts';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { BrandGalleryPage } from './brand-gallery-page.tsx';
import { galleryFrameUrl, openGalleryFrame } from './gallery-frame.ts';
import { galleryCell, rowDiffers } from './gallery-rows.ts';

describe('the brand gallery (/qa/brands)', () => {
  it('puts every brand in the table and shows each home page in a light and a dark frame', async () => {
    renderWithProviders(<BrandGalleryPage />, { language: 'en' });
    const table = await screen.findByTestId('qa-brands-table');
    expect(BRAND_IDS.length).toBeGreaterThan(1);
    for (const id of BRAND_IDS) {
      expect(within(table).getByRole('columnheader', { name: id })).toBeInTheDocument();
    }
    const frames = screen.getAllByTestId('qa-brands-frame');
    expect(frames).toHaveLength(BRAND_IDS.length * 2);
    const nightowlDark = frames.find(
      (frame) => frame.dataset.brand === 'nightowl' && frame.dataset.theme === 'dark',
    );
    expect(nightowlDark).toHaveAttribute(
      'src',
      '/?galleryFrame=1&brand=nightowl&theme=dark&lang=en',
    );
    expect(nightowlDark).toHaveAccessibleName('NightOwl Casino, home page, dark theme');
  });

  it('marks the rows where brands differ, with what each brand has', async () => {
    renderWithProviders(<BrandGalleryPage />, { language: 'en' });
    const table = await screen.findByTestId('qa-brands-table');
    const languages = within(table).getByRole('rowheader', { name: /Languages/ });
    expect(languages).toHaveTextContent('(differs)');
    const row = languages.closest('tr')!;
    expect(row).toHaveTextContent('vi, en, zh, th, id, ms, ko, ja, hi, ar');
    expect(row).toHaveTextContent('en, vi');
  });
});

describe('gallery rows', () => {
  it('tells brands apart by their files', () => {
    const [demo, nightowl, lotus] = [brands.demo!, brands.nightowl!, brands.lotus!];
    expect(galleryCell(nightowl, 'loginWall')).toBe('loginedToHomePage');
    expect(galleryCell(demo, 'loginWall')).toBe('-');
    expect(galleryCell(lotus, 'merchantCode')).toBe('LOTUS03');
    expect(rowDiffers([demo, nightowl, lotus], 'categories')).toBe(true);
    expect(rowDiffers([demo, demo], 'categories')).toBe(false);
  });
});

describe('a gallery frame', () => {
  it('gets storage of its own, holding the theme it was asked for', () => {
    const real = window.localStorage;
    real.setItem('theme', 'light');
    const query = new URLSearchParams(galleryFrameUrl('lotus', 'dark', 'vi').slice(2));
    const restore = openGalleryFrame(query);
    try {
      expect(window.localStorage).not.toBe(real);
      expect(window.localStorage.getItem('theme')).toBe('dark');
      expect(real.getItem('theme')).toBe('light');
    } finally {
      restore();
    }
    expect(window.localStorage).toBe(real);
  });
});

afterEach(() => window.localStorage.clear());
