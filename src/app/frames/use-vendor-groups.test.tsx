import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { Header } from './header.tsx';
import { SideMenu } from './side-menu.tsx';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';

const mock = await mockPlatform();

describe('useVendorGroups', () => {
  it('sends one request for the header and the side menu that mount together', async () => {
    const asked: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === ENDPOINTS.getVendorGroups.path) asked.push(request.url);
    };
    mock.server.events.on('request:start', count);
    try {
      renderWithProviders(
        <>
          <Header />
          <SideMenu />
        </>,
        { session: true },
      );
      // The side menu's categories and the header's nav both come from the vendor groups.
      await waitFor(() =>
        expect(screen.getAllByRole('link', { name: 'Casino' }).length).toBeGreaterThan(1),
      );
      expect(asked).toHaveLength(1);
    } finally {
      mock.server.events.removeListener('request:start', count);
    }
  });
});
