import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Brand } from '#brands/brand.types.ts';
import { brands } from '#brands/index.ts';
import { createTestQueryClient, mockPlatform } from '#src/app/test-utils.tsx';
import { LOCAL_KEYS } from '#src/platform/storage-keys.ts';
import { BrandProvider } from './brand-context.tsx';
import { enabledModules, PlatformConfigProvider } from './platform-config.tsx';
import { PreferencesProvider, usePreferences } from './preferences.tsx';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';

// The platform offers only vi and en, while the page's brand also offers zh, th, ar and others.
const brand: Brand = brands.demo!;
const mock = await mockPlatform({ ...brand, app: { ...brand.app, languages: ['vi', 'en'] } });
afterEach(() => window.localStorage.clear());

function Language() {
  return <output aria-label="language">{usePreferences().language}</output>;
}

function renderConfig() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <BrandProvider value={{ brand, source: 'fallback' }}>
        <PreferencesProvider>
          <PlatformConfigProvider
            loading={<p>loading</p>}
            failed={(retry) => (
              <button type="button" onClick={retry}>
                retry
              </button>
            )}
          >
            {(config) => (
              <>
                <p>status {config.status.status}</p>
                <Language />
              </>
            )}
          </PlatformConfigProvider>
        </PreferencesProvider>
      </BrandProvider>
    </QueryClientProvider>,
  );
}

describe('PlatformConfigProvider', () => {
  it('loads the config and the system status before rendering its children', async () => {
    mock.useScenario('maintenance');
    renderConfig();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('status 1')).toBeInTheDocument();
  });

  it('replaces a stored language the platform does not offer with the brand default', async () => {
    window.localStorage.setItem(LOCAL_KEYS.lang, 'zh');
    renderConfig();
    await screen.findByText('status 0');
    // The correction is an effect after the config arrives, so it lands a render later.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'language' })).toHaveTextContent('vi'),
    );
  });

  it('shows the failure with a retry that loads again', async () => {
    // flaky fails every third call: one call here, so the provider's second call fails.
    mock.useScenario('flaky');
    await fetch(new URL(ENDPOINTS.getSystemStatus.path, window.location.origin));
    renderConfig();

    await userEvent.click(await screen.findByRole('button', { name: 'retry' }));
    expect(await screen.findByText('status 0')).toBeInTheDocument();
  });
});

describe('enabledModules', () => {
  it('collects enabled modules anywhere in the tree, but nothing under a disabled node', () => {
    const on = enabledModules([
      {
        modId: 'LOGIN',
        enabled: '1',
        childrenNodes: [{ modId: 'MOBILEVERCODELOGIN3', enabled: '1', childrenNodes: [] }],
      },
      {
        modId: 'REG',
        enabled: '0',
        childrenNodes: [{ modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] }],
      },
      {
        modId: 'GAMES',
        enabled: '1',
        childrenNodes: [{ modId: 'FREEPLAY3', enabled: '0', childrenNodes: [] }],
      },
    ]);
    expect([...on].sort()).toEqual(['GAMES', 'LOGIN', 'MOBILEVERCODELOGIN3']);
  });
});
