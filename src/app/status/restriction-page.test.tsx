import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerServiceEntry, PermissionConfig } from '#schemas/platform-api.ts';
import type { PlatformConfig } from '#src/shared/platform-config.tsx';
import { brands } from '#brands/index.ts';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { RestrictionPage } from './restriction-page.tsx';

function restricted(customerService: CustomerServiceEntry[]): PlatformConfig {
  const permission = {
    info: { customerService },
    location: { ip: '203.0.113.7', country: 'SG' },
  } as PermissionConfig;
  return {
    permission,
    status: { status: 2, maintenance: null, location: { ip: '203.0.113.7', country: 'SG' } },
    flags: new Set(),
    languages: ['en', 'vi'],
  };
}

const liveChat = (path: string): CustomerServiceEntry => ({
  csType: 'LIVECHAT',
  path,
  title: 'Live chat',
});

describe('RestrictionPage', () => {
  it("shows the visitor's IP and country, the reason and the brand", async () => {
    renderWithProviders(<RestrictionPage config={restricted([liveChat('/support/livechat')])} />);

    expect(screen.getByTestId('restriction-page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'IP Restriction' })).toBeInTheDocument();
    expect(screen.getByTestId('restriction-ip')).toHaveTextContent('203.0.113.7');
    expect(screen.getByTestId('restriction-country')).toHaveTextContent('Singapore');
    expect(screen.getByText(/because of your location or IP address/i)).toBeInTheDocument();
    expect(screen.getByText(brands.demo!.app.theme.logo.wordmark)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Demo/ })).toBeInTheDocument();
  });

  it('names the country in the user language', async () => {
    renderWithProviders(<RestrictionPage config={restricted([])} />, { language: 'vi' });

    expect(screen.getByRole('heading', { level: 1, name: 'Hạn chế IP' })).toBeInTheDocument();
    expect(screen.getByTestId('restriction-country')).toHaveTextContent('Singapore');
    await screen.findByRole('button', { name: /^Demo/ });
  });

  it.each([
    ['a same-origin path', '/support/livechat', '/support/livechat'],
    ['an https URL', 'https://chat.example.com/room?id=1', 'https://chat.example.com/room?id=1'],
  ])('opens the live chat at %s in a new window', async (_, path, href) => {
    renderWithProviders(<RestrictionPage config={restricted([liveChat(path)])} />);

    const contact = screen.getByRole('link', { name: 'Contact customer service' });
    expect(contact).toHaveAttribute('href', href);
    expect(contact).toHaveAttribute('target', '_blank');
    expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
    await screen.findByRole('button', { name: /^Demo/ });
  });

  it.each([
    ['an unsafe path', [liveChat('javascript:alert(1)')]],
    ['no live chat entry', [{ csType: 'VIP', path: '/support/vip', title: 'VIP' } as const]],
  ])('disables the contact button and says why for %s', async (_, entries) => {
    renderWithProviders(<RestrictionPage config={restricted(entries)} />);

    expect(
      screen.queryByRole('link', { name: 'Contact customer service' }),
    ).not.toBeInTheDocument();
    const contact = screen.getByRole('button', { name: 'Contact customer service' });
    expect(contact).toBeDisabled();
    expect(contact).toHaveAccessibleDescription(/not available/);
    await screen.findByRole('button', { name: /^Demo/ });
  });

  it('falls back to the permission location when the status has none', async () => {
    const config = restricted([]);
    const withoutStatusLocation = {
      ...config,
      status: { ...config.status, location: undefined },
    } as unknown as PlatformConfig;
    renderWithProviders(<RestrictionPage config={withoutStatusLocation} />);

    expect(screen.getByTestId('restriction-ip')).toHaveTextContent('203.0.113.7');
    await screen.findByRole('button', { name: /^Demo/ });
  });
});
