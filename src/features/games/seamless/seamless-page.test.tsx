import { configure, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { SeamlessPage } from './seamless-page.tsx';

const mock = await mockPlatform();
// A session restore and a launch call in a row: room for a busy machine.
configure({ asyncUtilTimeout: 5000 });

describe('SeamlessPage', () => {
  it("offers the vendors' own lobbies, lotteries aside, and asks a guest to log in", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SeamlessPage />, { session: true, route: '/seamless' });
    const vendors = screen.getByRole('navigation', { name: 'Seamless lobbies' });
    const links = await within(vendors).findAllByRole('link');
    const hrefs = links.map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/seamless?vassalage=EVO');
    expect(hrefs.some((href) => /TCG|vassalage=PG$/.test(href ?? ''))).toBe(false);

    await user.click(links[0]!);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Please log in first');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/seamless$/);
  });

  it("opens a member's chosen lobby in the game frame on this page", async () => {
    const token = await mock.platform.issueSession('demo01');
    renderWithProviders(<SeamlessPage />, {
      session: true,
      token,
      route: '/seamless?vassalage=EVO',
    });
    const frame = await screen.findByTitle('Game lobby');
    expect(frame.getAttribute('src')).toMatch(/round\.html\?ticket=\w+/);
    // The vendors' list loads beside the lobby: the chosen one is marked once it is there.
    expect(await screen.findByRole('link', { current: true })).toHaveAttribute(
      'href',
      '/seamless?vassalage=EVO',
    );
  });
});
