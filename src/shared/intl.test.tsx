import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '#src/app/errors/route-error.tsx';
import { useInterfaceLanguage } from './i18n/use-interface-language.ts';
import { IntlLoader, useMessagePart } from './intl.tsx';
import { Money } from './money.tsx';
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

/** What the provider formats with, and what the platform is told. */
function FormattingProbe() {
  const intl = useIntl();
  return (
    <dl>
      <dt>locale</dt>
      <dd data-testid="locale">{intl.locale}</dd>
      <dt>language</dt>
      <dd data-testid="language">{useInterfaceLanguage()}</dd>
      <dt>money</dt>
      <dd data-testid="money">
        <Money amount={-1250500} />
      </dd>
      <dt>date</dt>
      <dd data-testid="date">{intl.formatDate(new Date(2026, 10, 27), { dateStyle: 'long' })}</dd>
    </dl>
  );
}

function renderPage(element = <RegisterLike />) {
  const brand = brands.demo;
  if (!brand) throw new Error('the demo brand is missing');
  const router = createMemoryRouter([{ path: '/', element, errorElement: <RouteError /> }]);
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

describe('the formatting locale', () => {
  const text = (id: string) =>
    screen.getByTestId(id).textContent?.replace(/[\u00a0\u200e\u200f]/g, ' ');

  it('formats Arabic with Latin digits and tells the platform "ar"', async () => {
    localStorage.setItem('lang', 'ar');
    renderPage(<FormattingProbe />);
    expect(await screen.findByTestId('locale')).toHaveTextContent('ar-u-nu-latn');
    expect(screen.getByTestId('language')).toHaveTextContent(/^ar$/);
    expect(text('money')).toMatch(/-1,250,500\.00 ₫$/);
    expect(text('date')).toContain('2026');
    expect(text('date')).not.toMatch(/[٠-٩]/);
  });

  it('formats Vietnamese the Vietnamese way', async () => {
    localStorage.setItem('lang', 'vi');
    renderPage(<FormattingProbe />);
    expect(await screen.findByTestId('locale')).toHaveTextContent('vi-VN');
    expect(screen.getByTestId('language')).toHaveTextContent(/^vi$/);
    expect(text('money')).toBe('-1.250.500,00 ₫');
    expect(text('date')).toBe('27 tháng 11, 2026');
  });
});
