import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { brands } from '#brands/index.ts';
import { mockPlatform, renderWithProviders, type RenderOptions } from '#src/app/test-utils.tsx';
import { useAuthDialogs } from '#src/shared/auth-dialogs.tsx';
import { Header } from './header.tsx';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';

/** Which auth modal is open (the popup itself is the auth feature's). */
function AuthViewProbe() {
  return <span data-testid="auth-view">{useAuthDialogs().view ?? 'none'}</span>;
}

const mock = await mockPlatform();

/** Renders the header and waits for its game categories, so no update lands after the test. */
async function renderHeader(options: RenderOptions = {}) {
  const view = renderWithProviders(<Header />, { session: true, ...options });
  await screen.findByRole('navigation', { name: /game categories|danh mục trò chơi/i });
  // The session boots (country code) before the visitor or player actions show.
  await waitFor(() => expect(document.querySelector('.session-actions-pending')).toBeNull());
  return view;
}

describe('Header visitor actions', () => {
  it('shows only login when neither DIRECTREG3 nor FREEPLAY3 is on', async () => {
    await renderHeader({ flags: [] });
    expect(screen.getByTestId('header-login')).toHaveTextContent('Log in');
    expect(screen.queryByTestId('header-register')).toBeNull();
    expect(screen.queryByTestId('header-free-play')).toBeNull();
  });

  it('shows register with DIRECTREG3, linking to /register', async () => {
    await renderHeader({ flags: ['DIRECTREG3'] });
    expect(screen.getByTestId('header-register')).toHaveAttribute('href', '/register');
    expect(screen.queryByTestId('header-free-play')).toBeNull();
  });

  it('shows free demo with FREEPLAY3', async () => {
    await renderHeader({ flags: ['FREEPLAY3'] });
    expect(screen.getByTestId('header-free-play')).toHaveTextContent('Free demo');
    expect(screen.queryByTestId('header-register')).toBeNull();
  });

  it('opens the login popup from login, staying on the page', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Header />
        <AuthViewProbe />
      </>,
      { session: true, flags: ['FREEPLAY3'], route: '/live' },
    );
    await user.click(await screen.findByTestId('header-login'));
    expect(screen.getByTestId('auth-view')).toHaveTextContent('login');
    expect(screen.getByTestId('location')).toHaveTextContent('/live');
  });
});

describe('Theme switch', () => {
  it('toggles data-theme on <html> and says what it switches to', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const html = document.documentElement;
    expect(html.dataset.theme).toBe('light');
    const toggle = screen.getByTestId('theme-switch');
    expect(toggle).toHaveAccessibleName('Switch to dark theme');

    await user.click(toggle);
    expect(html.dataset.theme).toBe('dark');
    expect(toggle).toHaveAccessibleName('Switch to light theme');
    expect(window.localStorage.getItem('theme')).toBe('dark');

    await user.click(toggle);
    expect(html.dataset.theme).toBe('light');
  });
});

describe('Language selector', () => {
  it('lists the offered languages by their native names', async () => {
    await renderHeader({ languages: ['vi', 'en', 'th'] });
    const options = within(screen.getByTestId('language-select')).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['vi', 'Tiếng Việt'],
      ['en', 'English'],
      ['th', 'ไทย'],
    ]);
  });

  it('switches the visible text without a reload', async () => {
    const user = userEvent.setup();
    await renderHeader({ languages: ['vi', 'en'] });
    expect(screen.getByTestId('header-login')).toHaveTextContent('Log in');

    await user.selectOptions(screen.getByTestId('language-select'), 'vi');
    expect(screen.getByTestId('header-login')).toHaveTextContent('Đăng nhập');
    expect(document.documentElement.lang).toBe('vi');
    expect(window.localStorage.getItem('lang')).toBe('vi');
  });

  it('reports the change to the server for a logged-in player', async () => {
    const user = userEvent.setup();
    const token = await mock.platform.issueSession('demo01');
    const member = () => mock.platform.db.members.findFirst((q) => q.where({ account: 'demo01' }));
    expect(member()?.language).toBe('vi');

    await renderHeader({ token, language: 'vi' });
    await user.selectOptions(screen.getByTestId('language-select'), 'en');
    await waitFor(() => expect(member()?.language).toBe('en'));
  });

  it('keeps the new language when the report fails (here: the session expired meanwhile)', async () => {
    const user = userEvent.setup();
    const answered = new Promise<number>((resolve) => {
      mock.server.events.on('response:mocked', ({ request, response }) => {
        if (new URL(request.url).pathname === ENDPOINTS.updateLanguage.path)
          resolve(response.status);
      });
    });
    await renderHeader({ token: await mock.platform.issueSession('demo01') });
    await screen.findByTestId('header-avatar');
    mock.useScenario('session-expired');

    await user.selectOptions(screen.getByTestId('language-select'), 'vi');
    expect(await answered).toBe(401);
    expect(await screen.findByTestId('header-login')).toHaveTextContent('Đăng nhập');
  });
});

describe('Header tools', () => {
  const demo = brands.demo!;
  const resource = (resourceType: 'AFFILIATELINK' | 'TELEGRAM', url: string) => ({
    resourceType,
    url,
    labelNameEn: resourceType,
  });

  it('shows the affiliate link only for a safe AFFILIATELINK resource', async () => {
    await renderHeader({ resources: [resource('AFFILIATELINK', 'https://aff.example.com/join')] });
    const link = screen.getByRole('link', { name: /affiliate/i });
    expect(link).toHaveAttribute('href', 'https://aff.example.com/join');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves the affiliate link out without a resource or with an unsafe one', async () => {
    await renderHeader({ resources: [resource('AFFILIATELINK', 'javascript:alert(1)')] });
    expect(screen.queryByRole('link', { name: /affiliate/i })).toBeNull();
  });

  it("opens the download modal: 130 px codes of the brand's apps, then the install guide", async () => {
    const user = userEvent.setup();
    await renderHeader();
    await user.click(screen.getByRole('button', { name: 'Download app' }));
    const modal = await screen.findByRole('dialog', { name: 'Download app' });
    const codes = within(modal).getAllByTestId('download-qr');
    expect(codes.map((code) => code.dataset.value)).toEqual([
      brands.demo!.app.appLinks!.android,
      brands.demo!.app.appLinks!.ios,
    ]);
    expect(codes[0]!.querySelector('svg')).toHaveAttribute('width', '130');
    await user.click(within(modal).getByRole('button', { name: 'Install guide' }));
    const guide = await screen.findByRole('dialog', { name: 'App install guide' });
    expect(within(guide).getByTestId('download-qr').querySelector('svg')).toHaveAttribute(
      'width',
      '100',
    );
    await user.click(within(guide).getByRole('tab', { name: 'iOS' }));
    expect(within(guide).getByRole('tabpanel')).toHaveAttribute('data-platform', 'ios');
    expect(within(guide).getByTestId('download-qr').dataset.value).toBe(
      brands.demo!.app.appLinks!.ios,
    );
  });

  it('offers chat with CBS3, Telegram with a TELEGRAM resource, announcements and help', async () => {
    const user = userEvent.setup();
    await renderHeader({
      flags: ['CBS3'],
      resources: [resource('TELEGRAM', 'https://t.me/demobet')],
    });
    const toggle = screen.getByRole('button', { name: 'Support' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('button', { name: 'Live chat' })).toBeVisible();
    expect(screen.getByRole('link', { name: /telegram/i })).toHaveAttribute(
      'href',
      'https://t.me/demobet',
    );
    expect(screen.getByRole('button', { name: 'Announcements' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help');
  });

  it('leaves chat and Telegram out when they are not configured', async () => {
    const user = userEvent.setup();
    await renderHeader({ flags: [], resources: [] });
    await user.click(screen.getByRole('button', { name: 'Support' }));
    // The entries load when the menu opens: wait for them before asserting what is absent.
    expect(await screen.findByRole('button', { name: 'Announcements' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Live chat' })).toBeNull();
    expect(screen.queryByRole('link', { name: /telegram/i })).toBeNull();
  });

  it('closes the support menu on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const toggle = screen.getByRole('button', { name: 'Support' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('opens the announcement list from the support menu', async () => {
    const user = userEvent.setup();
    await renderHeader();
    await user.click(screen.getByRole('button', { name: 'Support' }));
    await user.click(await screen.findByRole('button', { name: 'Announcements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    await within(dialog).findAllByRole('article');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Support' })).toHaveFocus();
  });

  it('shows the logo of the brand, linking home', async () => {
    await renderHeader({ route: '/live' });
    expect(screen.getByRole('link', { name: demo.app.theme.logo.wordmark })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

describe('Top navigation', () => {
  it('lists the categories that have vendors, with their labels', async () => {
    await renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Game categories' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Lottery',
      'Casino',
      'Sports',
      'Fishing game',
      'Slot',
      'PVP',
      'E-sports',
      'Cockfight',
    ]);
  });
});

describe('Online customer service', () => {
  it('opens the 440x500 popup on the in-app live chat from the support menu', async () => {
    const user = userEvent.setup();
    const popup = { close: vi.fn(), location: { href: 'about:blank' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await renderHeader();
    await user.click(screen.getByRole('button', { name: 'Support' }));
    await user.click(await screen.findByRole('button', { name: 'Online customer service' }));
    expect(open).toHaveBeenCalledWith('', 'customerService', 'width=440,height=500');
    await waitFor(() =>
      expect(popup.location.href).toBe(`${window.location.origin}/support/livechat`),
    );
    expect(popup.close).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('leaves the entry out without the COMM100 service', async () => {
    const user = userEvent.setup();
    const demo = brands.demo!;
    const brand = {
      ...demo,
      platform: {
        ...demo.platform,
        customerService: demo.platform.customerService.filter((e) => e.csType !== 'COMM100'),
      },
    };
    await renderHeader({ brand });
    await user.click(screen.getByRole('button', { name: 'Support' }));
    expect(await screen.findByRole('button', { name: 'Announcements' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Online customer service' })).toBeNull();
  });
});

describe('Member info that does not restore', () => {
  it('shows a notice with a retry that restores the member', async () => {
    const user = userEvent.setup();
    const token = await mock.platform.issueSession('demo01');
    mock.server.use(
      http.get(
        '*/wps/member/info',
        () =>
          HttpResponse.json(
            { success: false, value: null, message: 'System error' },
            { status: 503 },
          ),
        { once: true },
      ),
    );
    await renderHeader({ token });
    const notice = await screen.findByTestId('header-restore-failed');
    expect(notice).toHaveTextContent('Your account could not be loaded.');
    expect(screen.queryByTestId('header-login')).toBeNull();
    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('header-avatar')).toBeInTheDocument();
    expect(screen.queryByTestId('header-restore-failed')).toBeNull();
  });
});
