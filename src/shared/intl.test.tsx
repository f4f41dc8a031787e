import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '#src/app/errors/route-error.tsx';
import { IntlLoader, useMessagePart } from './intl.tsx';
import { PreferencesProvider } from './preferences.tsx';
import { BrandProvider } from './brand-context.tsx';
import { brands } from '#brands/index.ts';
import en from '#locales/en.json' with { type: 'json' };

const load = vi.hoisted(() => ({ failPart: null as string | null }));

vi.mock('#src/shared/i18n/load-messages.ts', () => ({
  loadMessages: (_code: string, part = 'core') =>
    part === load.failPart
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(en),
}));

function RegisterLike() {
  const ready = useMessagePart('register');
  return ready ? <FormattedMessage id="register.page.tabs" /> : <p>waiting</p>;
}

function renderPage() {
  const brand = brands.demo;
  if (!brand) throw new Error('the demo brand is missing');
  const router = createMemoryRouter([
    { path: '/', element: <RegisterLike />, errorElement: <RouteError /> },
  ]);
  render(
    <BrandProvider value={{ brand, source: 'query' }}>
      <PreferencesProvider>
        <IntlLoader fallback={<p>starting</p>}>
          <RouterProvider router={router} />
        </IntlLoader>
      </PreferencesProvider>
    </BrandProvider>,
  );
}

describe('useMessagePart', () => {
  beforeEach(() => {
    load.failPart = null;
    localStorage.setItem('lang', 'en');
  });

  it('shows the feature once its part of the messages has loaded', async () => {
    renderPage();
    expect(await screen.findByText(en['register.page.tabs'])).toBeInTheDocument();
  });

  it('shows the network retry screen when the part cannot load, not an endless wait', async () => {
    // React reports errors caught by a boundary with console.error; this one is expected.
    const consoleError = vi.mocked(console.error).mockImplementation(() => {});
    load.failPart = 'register';
    renderPage();
    expect(await screen.findByText(en['errors.chunk'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en['errors.retry'] })).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
    consoleError.mockClear();
  });
});
