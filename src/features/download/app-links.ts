import type { BrandApp } from '#brands/brand.types.ts';
import { safeExternalHref } from '#src/platform/safe-link.ts';

/** Where each download QR code and button points. */
export interface DownloadTargets {
  /** The brand's Android app, else the lite app. */
  android: string;
  /** The brand's iOS app, else the lite app. */
  ios: string;
  /** The lite app: the site itself, which installs from the browser. */
  lite: string;
  /** Whether `android` / `ios` are native apps (false: they fall back to the lite app). */
  nativeAndroid: boolean;
  nativeIos: boolean;
}

/** The download targets of `app` on a site at `origin` (brand file `app.appLinks`). */
export function downloadTargets(app: Pick<BrandApp, 'appLinks'>, origin: string): DownloadTargets {
  const lite = `${origin}/`;
  const android = safeExternalHref(app.appLinks?.android);
  const ios = safeExternalHref(app.appLinks?.ios);
  return {
    android: android ?? lite,
    ios: ios ?? lite,
    lite,
    nativeAndroid: android !== null,
    nativeIos: ios !== null,
  };
}
