import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Brand } from '#brands/brand.types.ts';
import { brands } from '#brands/index.ts';
import en from '#locales/en.json' with { type: 'json' };
import vi from '#locales/vi.json' with { type: 'json' };
import { setupMockServer, type MockServer } from '#mock-server/node.ts';
import type { PermissionConfig, Resource, WhitelabelFlag } from '#schemas/platform-api.ts';
import { configureClient } from '#src/api/client.ts';
import { LOCAL_KEYS, SESSION_KEYS } from '#src/platform/storage-keys.ts';
import { local } from '#src/platform/safe-storage.ts';
import { readSessionToken } from '#src/platform/session-token.ts';
import { AlertsProvider } from '#src/shared/alerts.tsx';
import { AuthDialogsProvider } from '#src/shared/auth-dialogs.tsx';
import { BrandProvider } from '#src/shared/brand-context.tsx';
import { HelpDialogProvider } from './providers/help-dialog.tsx';
import { PlatformConfigContext, type PlatformConfig } from '#src/shared/platform-config.tsx';
import { PreferencesProvider, usePreferences } from '#src/shared/preferences.tsx';
import { formattingLocale } from '#schemas/formatting-locale.ts';
import { createQueryClient } from '#src/shared/query-client.ts';
import { SessionProvider } from '#src/shared/session.tsx';
// Loaded before any render, as the app's boot asks for it before its first render: the session
// machine's chunk is there when SessionProvider mounts.
import '#src/shared/session-engine.tsx';

// As boot does: token calls send the session token a test puts in session storage.
configureClient({ getToken: readSessionToken });

/**
 * A fresh cache of server state for one test: nothing carries over between tests, and a
 * failed call shows its failure at once (no retry) so a test sees exactly what it asked for.
 */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ queries: { retry: false } });
}

const BUNDLES: Readonly<Record<string, Record<string, string>>> = { en, vi };

/** The complete bundle of the current language, switching with it as the app's loader does. */
function TestIntl({ children }: { children: ReactNode }) {
  const { language } = usePreferences();
  return (
    <IntlProvider
      locale={formattingLocale(language)}
      messages={BUNDLES[language] ?? en}
      defaultLocale="en"
    >
      {children}
    </IntlProvider>
  );
}

/** Where the router is, for assertions on navigation. */
function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return (
    <span data-testid="location" hidden>
      {pathname + search + hash}
    </span>
  );
}

export interface RenderOptions {
  /** Default: the shipped `demo` brand. */
  brand?: Brand;
  /** Whitelabel modules that are on. Default: the brand's own. */
  flags?: readonly WhitelabelFlag[];
  /** Languages the platform offers. Default: the brand's. */
  languages?: readonly string[];
  /** Interface language at start. Default: English. */
  language?: string;
  /** Resources of the permission config. Default: the brand's. */
  resources?: readonly Resource[];
  /** Initial URL of the memory router. Default: '/'. */
  route?: string;
  /** A session token: the page is rendered for a logged-in player. */
  token?: string;
  /**
   * Wraps `ui` in the app's SessionProvider (navigating with the memory router), which boots
   * against the simulated platform: needs `mockPlatform()`. With `token`, the session restores
   * it. Default false.
   */
  session?: boolean;
  /** The cache of server state, for a test that looks into it. Default: a fresh one. */
  queryClient?: QueryClient;
}

/** The session, navigating with the test's memory router. */
function TestSession({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <SessionProvider navigate={(to) => void navigate(to)}>{children}</SessionProvider>;
}

function platformConfig(
  brand: Brand,
  flags: readonly string[],
  languages: string[],
  resources: Resource[],
): PlatformConfig {
  const location = { ip: '203.0.113.7', country: 'VN' };
  const permission: PermissionConfig = {
    info: {
      whitelabel: flags.map((modId) => ({ modId, enabled: '1', childrenNodes: [] })),
      registerRules: brand.platform.registerRules,
      resources,
      customerService: brand.platform.customerService,
      analytics: { gtagId: '' },
      imageCDNs: [],
      launchGameCDNs: [],
      languages,
      publicKey: '',
    },
    location,
    maintenance: null,
    regionRestriction: null,
  };
  return {
    permission,
    status: { status: 0, maintenance: null, location },
    flags: new Set(flags),
    languages,
  };
}

/**
 * Renders `ui` inside the app's providers (brand, preferences, English or Vietnamese messages
 * from locales/, auth dialogs, alerts, a platform config, the help popup, optionally the
 * session), a fresh query cache and a memory router, as a fresh visitor: storage is cleared first. Platform calls reach the simulated platform started by `mockPlatform()`.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const base = options.brand ?? brands.demo;
  if (!base) throw new Error('brands/ has no demo brand');
  const language = options.language ?? 'en';
  const brand: Brand = { ...base, app: { ...base.app, defaultLanguage: language } };
  const flags =
    options.flags ??
    Object.entries(brand.platform.whitelabel).flatMap(([flag, on]) => (on ? [flag] : []));
  const config = platformConfig(
    brand,
    flags,
    [...(options.languages ?? brand.app.languages)],
    [...(options.resources ?? brand.platform.resources)],
  );

  window.localStorage.clear();
  window.sessionStorage.clear();
  // As boot does: calls send the interface language (the one chosen, else the starting one).
  configureClient({ getLanguage: () => local.get(LOCAL_KEYS.lang) ?? language });
  if (options.token) window.sessionStorage.setItem(SESSION_KEYS.token, options.token);

  return render(
    <QueryClientProvider client={options.queryClient ?? createTestQueryClient()}>
      <BrandProvider value={{ brand, source: 'build-default' }}>
        <PreferencesProvider>
          <TestIntl>
            <AuthDialogsProvider>
              <AlertsProvider>
                <PlatformConfigContext.Provider value={config}>
                  <HelpDialogProvider>
                    <MemoryRouter initialEntries={[options.route ?? '/']}>
                      {options.session ? <TestSession>{ui}</TestSession> : ui}
                      <LocationProbe />
                    </MemoryRouter>
                  </HelpDialogProvider>
                </PlatformConfigContext.Provider>
              </AlertsProvider>
            </AuthDialogsProvider>
          </TestIntl>
        </PreferencesProvider>
      </BrandProvider>
    </QueryClientProvider>,
  );
}

/**
 * Starts the simulated platform (msw/node) for the calling test file: it listens before the
 * first test, is re-seeded after each and closes after the last. Call at the top level.
 */
export async function mockPlatform(brand: Brand | undefined = brands.demo): Promise<MockServer> {
  if (!brand) throw new Error('brands/ has no demo brand');
  const mock = await setupMockServer({ brand });
  configureClient({ publicKey: mock.platform.keys.publicKey });
  beforeAll(() => mock.listen());
  afterEach(() => mock.reset());
  afterAll(() => mock.close());
  return mock;
}

/**
 * Waits for `done` in turns of the event loop, without timers: it works whether or not the
 * test has faked them (Testing Library's `waitFor` waits on a faked setTimeout outside Jest).
 */
export async function settle(done: () => boolean, what = 'the condition'): Promise<void> {
  const deadline = performance.now() + 3000;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`settle: ${what} never came`);
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

/**
 * Solves the open slider puzzle with the keyboard, as a player without a mouse would, at the
 * gap the simulated platform drew. Returns once the puzzle shows 'verification successful':
 * it hands its ticket on after a short pause (`SOLVED_PAUSE_MS`; advance it with fake timers).
 */
export async function solveSlider(mock: MockServer): Promise<void> {
  const handle = () => screen.queryByTestId('slider-handle');
  await settle(() => handle()?.getAttribute('aria-disabled') === 'false', 'a slider puzzle');
  const x = mock.platform.peekSlider();
  if (x === undefined) throw new Error('no open slider challenge');
  const press = (key: string) => fireEvent.keyDown(handle() as HTMLElement, { key });
  press('Home');
  for (let i = 0; i < Math.floor(x / 10); i += 1) press('PageUp');
  for (let i = 0; i < x % 10; i += 1) press('ArrowRight');
  press('Enter');
  const phase = () => screen.queryByTestId('slider-puzzle')?.dataset.phase;
  await settle(() => phase() === 'success', 'the slider answer');
}
