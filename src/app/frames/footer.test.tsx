import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Brand } from '#brands/brand.types.ts';
import { brands } from '#brands/index.ts';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { Footer } from './footer.tsx';

const demo = brands.demo!;
const brand: Brand = {
  ...demo,
  app: {
    ...demo.app,
    name: 'Footer Bet',
    social: [
      { type: 'TELEGRAM', url: 'https://t.me/footerbet' },
      { type: 'FACEBOOK', url: 'data:text/html,hi' },
    ],
  },
};

describe('Footer', () => {
  it('shows the brand, the current year, the 18+ note and the links', () => {
    renderWithProviders(<Footer />, { brand });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Footer Bet')).toBeInTheDocument();
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Footer Bet. All rights reserved.`,
    );
    expect(footer).toHaveTextContent('Players must be 18 or older.');
    expect(within(footer).getByRole('link', { name: 'Help centre' })).toHaveAttribute(
      'href',
      '/help',
    );
    expect(within(footer).getByRole('link', { name: 'Download app' })).toHaveAttribute(
      'href',
      '/download',
    );
  });

  it('lists the safe social links, opening in a new tab', () => {
    renderWithProviders(<Footer />, { brand });
    const social = screen.getByRole('list', { name: 'Follow us' });
    const links = within(social).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Telegram');
    expect(links[0]).toHaveAccessibleDescription('Opens in a new tab');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("lists the platform's resources, the speed test inside the app, unsafe ones left out", () => {
    renderWithProviders(<Footer />, {
      resources: [
        {
          resourceType: 'INSTAGRAM',
          url: 'https://www.instagram.com/footerbet',
          labelNameEn: 'IG',
        },
        { resourceType: 'USDJUMP', url: 'javascript:alert(1)', labelNameEn: 'USDT' },
        { resourceType: 'SpeedTest', url: '/speedtest', labelNameEn: 'Speed' },
      ],
    });
    const nav = screen.getByRole('navigation', { name: 'Resources' });
    const links = within(nav).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Instagram');
    expect(links[1]).toHaveAccessibleName('Line speed test');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[1]).toHaveAttribute('href', '/speedtest');
  });
});
