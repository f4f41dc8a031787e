import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { BrandResolution } from '#src/platform/resolve-brand.ts';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import { BrandProvider } from './providers/brand-context.tsx';
import { IntlLoader } from './providers/intl.tsx';
import { PlatformConfigProvider } from './providers/platform-config.tsx';
import { PreferencesProvider } from './providers/preferences.tsx';
import { routes } from './routes.tsx';
import { LoadFailed } from './status/load-failed.tsx';
import { MaintenancePage } from './status/maintenance-page.tsx';
import { RestrictionPage } from './status/restriction-page.tsx';
import { Splash } from './status/splash.tsx';
import './styles/global.css';

const router = createBrowserRouter(routes);

/**
 * Providers, then the platform config, then one of the three top-level states
 * (spec section 2): the normal app (status 0), maintenance (1) or restriction (2).
 */
export function App({ brand }: { brand: BrandResolution }) {
  return (
    <StrictMode>
      <BrandProvider value={brand}>
        <PreferencesProvider>
          <IntlLoader fallback={<Splash />}>
            <AppErrorBoundary>
              <PlatformConfigProvider
                loading={<Splash />}
                failed={(retry) => <LoadFailed onRetry={retry} />}
              >
                {(config) => {
                  if (config.status.status === 1) return <MaintenancePage status={config.status} />;
                  if (config.status.status === 2) return <RestrictionPage config={config} />;
                  return <RouterProvider router={router} />;
                }}
              </PlatformConfigProvider>
            </AppErrorBoundary>
          </IntlLoader>
        </PreferencesProvider>
      </BrandProvider>
    </StrictMode>
  );
}
