import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '#src/shared/lazy-page.ts';
import en from '#locales/en.json' with { type: 'json' };
import { RouteError } from './route-error.tsx';

function Home() {
  return <h1>home</h1>;
}

function Broken(): never {
  throw new Error('render failed with secret data');
}

function renderRoutes(children: RouteObject[], path: string) {
  const routes = [
    {
      path: '/',
      errorElement: <RouteError />,
      HydrateFallback: () => null,
      children: [{ index: true, Component: Home }, ...children],
    },
  ];
  // A data router of its own (the shared helper's MemoryRouter cannot run lazy routes).
  render(
    <IntlProvider locale="en" messages={en}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </IntlProvider>,
  );
}

describe('RouteError', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers a reload when a page chunk fails to load', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const offline = lazyPage(
      () =>
        Promise.reject(
          new TypeError('Failed to fetch dynamically imported module: /assets/page.js'),
        ),
      () => Home,
    );
    renderRoutes([{ path: 'page', lazy: offline }], '/page');

    const title = 'The page took longer time to load, please check your network connectivity';
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows a way back home after a render error, without the error text', async () => {
    // React reports errors caught by a boundary with console.error; this one is expected.
    const consoleError = vi.mocked(console.error).mockImplementation(() => {});
    renderRoutes([{ path: 'broken', Component: Broken }], '/broken');

    expect(await screen.findByRole('heading', { name: 'Unknown error' })).toBeInTheDocument();
    expect(screen.queryByText(/secret data/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
    consoleError.mockClear();
  });
});
