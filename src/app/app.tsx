import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router';
import type { BrandResolution } from '#src/platform/resolve-brand.ts';
import { releasePrerenderedSplash } from '#src/platform/prerendered-shell.ts';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import { AlertsProvider } from '#src/shared/alerts.tsx';
import { AuthDialogsProvider } from '#src/shared/auth-dialogs.tsx';
import { BrandProvider } from '#src/shared/brand-context.tsx';
import { HelpDialogProvider } from './providers/help-dialog.tsx';
import { IntlLoader } from '#src/shared/intl.tsx';
import { PlatformConfigProvider } from '#src/shared/platform-config.tsx';
import { PreferencesProvider } from '#src/shared/preferences.tsx';
import { SessionProvider } from '#src/shared/session.tsx';
import { appRouter } from './router.ts';
import { LoadFailed } from './status/load-failed.tsx';
import { Splash } from './status/splash.tsx';
import './styles/global.css';

// The two system-status screens are rare: they load only when the platform reports them.
const MaintenancePage = lazy(() =>
  import('./status/maintenance-page.tsx').then((m) => ({ default: m.MaintenancePage })),
);
const RestrictionPage = lazy(() =>
  import('./status/restriction-page.tsx').then((m) => ({ default: m.RestrictionPage })),
);

const navigate = (to: string) => void appRouter().navigate(to);

/**
 * Providers, then the platform config, then one of the three top-level states
 * (spec section 2): the normal app (status 0), maintenance (1) or restriction (2).
 * `queryClient` is the page's one cache of server state, created at boot.
 */
export function App({ brand, queryClient }: { brand: BrandResolution; queryClient: QueryClient }) {
  // The HTML's splash (a page that is not prerendered) hands over to the app's first render.
  useLayoutEffect(releasePrerenderedSplash, []);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrandProvider value={brand}>
          <PreferencesProvider>
            <IntlLoader fallback={<Splash />}>
              <AuthDialogsProvider>
                <AlertsProvider>
                  <AppErrorBoundary>
                    <PlatformConfigProvider
                      loading={<Splash />}
                      failed={(retry) => <LoadFailed onRetry={retry} />}
                    >
                      {(config) => {
                        if (config.status.status !== 0) {
                          return (
                            <Suspense fallback={<Splash />}>
                              {config.status.status === 1 ? (
                                <MaintenancePage status={config.status} />
                              ) : (
                                <RestrictionPage config={config} />
                              )}
                            </Suspense>
                          );
                        }
                        return (
                          <SessionProvider navigate={navigate}>
                            <HelpDialogProvider>
                              <RouterProvider router={appRouter()} />
                            </HelpDialogProvider>
                          </SessionProvider>
                        );
                      }}
                    </PlatformConfigProvider>
                  </AppErrorBoundary>
                </AlertsProvider>
              </AuthDialogsProvider>
            </IntlLoader>
          </PreferencesProvider>
        </BrandProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
