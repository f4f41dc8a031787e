import { BANNER_HEIGHT, BANNER_WIDTH } from '#src/app/frames/banner/banner-slide.tsx';
import {
  PROMOTION_IMAGE_HEIGHT,
  PROMOTION_IMAGE_WIDTH,
} from '#src/features/promotions/promotion-card.tsx';
import {
  SHELL_ID,
  SHELL_OFF_ATTRIBUTE,
  SHELL_SPLASH_ATTRIBUTE,
} from '#src/platform/prerendered-shell.ts';
import { LOCAL_KEYS } from '#src/platform/storage-keys.ts';
import {
  SHELL_BANNERS_ATTRIBUTE,
  SHELL_LEAD_ATTRIBUTE,
  shellImage,
  type ShellImageOptions,
} from './shell-image.ts';

/**
 * The attribute of <html> that names the app's entry script on a prerendered page. The page has
 * no `<script type="module">` tag: the shell's script adds it once the shell has painted.
 */
export const APP_SCRIPT_ATTRIBUTE = 'data-app-script';

/** However the paint goes (a tab opened in the background does not paint), the app starts by then. */
export const APP_SCRIPT_LATEST_MS = 3000;

/** The attribute of <html> listing, space-separated, chunks every page imports at boot. */
export const APP_PRELOAD_ATTRIBUTE = 'data-app-preload';

/** With a language code appended: the attribute naming that language's first message bundle(s). */
export const APP_LOCALE_ATTRIBUTE_PREFIX = 'data-app-locale-';

/**
 * Adds the app's entry script once the prerendered shell has painted: after the first
 * contentful paint and, when the shell shows pictures (its banner, promotions' first card),
 * once they have loaded (or failed) and the frame after that has been drawn. A script requested
 * earlier competes with them for the network, and Lighthouse counts every request started
 * before the largest paint into it: home's LCP 1912 -> 1005 ms (docs/decisions/013). On a live
 * build the pictures come from the shell's own calls to the platform (`shellImages`, started
 * here at once). Where the shell shows the brand's splash (another page or language than it
 * was rendered for), the script starts after its paint alone. Where the shell is hidden
 * (another brand or theme) or the tab is, nothing is waited for: the script starts at once.
 * Without paint timing (old browsers) it starts when the document is parsed.
 *
 * With the script it asks for the chunks the app imports as soon as it runs (the session
 * engine, a demo build's platform, the interface language's messages: `data-app-preload` and
 * `data-app-locale-<code>`), so they download beside the entry instead of after it
 * (docs/decisions/017). The language is the one the app picks first: `?lang=`, else the
 * remembered one, else the page's.
 *
 * It runs in the page as the text of this function (`APP_SCRIPT_LOADER`), not as a module:
 * no imports, nothing from this file's scope but its parameters.
 */
export function startAppAfterShellPaint(
  doc: Document,
  win: Window & typeof globalThis,
  options: {
    attribute: string;
    shellOffAttribute: string;
    shellSplashAttribute: string;
    latestMs: number;
    preloadAttribute: string;
    localeAttributePrefix: string;
    languageKey: string;
  },
  shellImages: () => Promise<(HTMLImageElement | null)[]>,
): void {
  const root = doc.documentElement;
  const src = root.getAttribute(options.attribute);
  if (!src) return;
  let started = false;
  const preload = (href: string) => {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  };
  const language = () => {
    let remembered: string | null = null;
    try {
      remembered = win.localStorage.getItem(options.languageKey);
    } catch {
      // Storage refused (private mode, a sandboxed frame): the page's language.
    }
    const asked = new URLSearchParams(win.location.search).get('lang');
    return asked || remembered || root.lang;
  };
  const start = () => {
    if (started) return;
    started = true;
    const chunks = root.getAttribute(options.preloadAttribute) ?? '';
    const messages = root.getAttribute(options.localeAttributePrefix + language()) ?? '';
    `${chunks} ${messages}`.split(' ').filter(Boolean).forEach(preload);
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    doc.head.appendChild(script);
  };
  // The shell's check (run just before) hid it: nothing of it will paint.
  if (root.hasAttribute(options.shellOffAttribute) || doc.visibilityState === 'hidden') {
    start();
    return;
  }
  win.setTimeout(start, options.latestMs);
  const types = win.PerformanceObserver?.supportedEntryTypes ?? [];
  if (!types.includes('paint')) {
    doc.addEventListener('DOMContentLoaded', start);
    return;
  }
  let painted = false;
  // The splash (another page than the shell's) has no picture to wait for, only its paint.
  const splash = root.hasAttribute(options.shellSplashAttribute);
  let imagesSettled = splash;
  let queued = false;
  const check = () => {
    if (!painted || !imagesSettled || queued) return;
    queued = true;
    // After the frame being drawn now: a task queued from its animation frame runs after it.
    win.requestAnimationFrame(() => win.setTimeout(start, 0));
  };
  new win.PerformanceObserver((list) => {
    painted ||= list.getEntries().some((entry) => entry.name === 'first-contentful-paint');
    check();
  }).observe({ type: 'paint', buffered: true });
  const settled = (image: HTMLImageElement | null) =>
    new Promise<void>((resolve) => {
      if (!image || image.complete) return resolve();
      image.addEventListener('load', () => resolve());
      image.addEventListener('error', () => resolve());
    });
  if (splash) return;
  void shellImages()
    .then((images) => Promise.all(images.map(settled)))
    .then(() => {
      imagesSettled = true;
      check();
    });
}

const LOADER_OPTIONS = {
  attribute: APP_SCRIPT_ATTRIBUTE,
  shellOffAttribute: SHELL_OFF_ATTRIBUTE,
  shellSplashAttribute: SHELL_SPLASH_ATTRIBUTE,
  latestMs: APP_SCRIPT_LATEST_MS,
  preloadAttribute: APP_PRELOAD_ATTRIBUTE,
  localeAttributePrefix: APP_LOCALE_ATTRIBUTE_PREFIX,
  languageKey: LOCAL_KEYS.lang,
};

/** Where the shell's banner is, or goes on a live build (the app's own banner-strip classes). */
export const SHELL_BANNER_OPTIONS: ShellImageOptions = {
  attribute: SHELL_BANNERS_ATTRIBUTE,
  boxSelector: `#${SHELL_ID} .banner-strip`,
  pendingClass: 'banner-strip--pending',
  imageClass: 'banner-strip__image',
  urlField: 'url',
  altField: 'title',
  width: BANNER_WIDTH,
  height: BANNER_HEIGHT,
};

/** Where promotions' first card picture is, or goes on a live build (`PrerenderedShell`'s lead). */
export const SHELL_LEAD_OPTIONS: ShellImageOptions = {
  attribute: SHELL_LEAD_ATTRIBUTE,
  boxSelector: `#${SHELL_ID} .prerendered-shell__lead`,
  pendingClass: 'prerendered-shell__lead--pending',
  imageClass: 'promotion-card__image',
  urlField: 'image',
  width: PROMOTION_IMAGE_WIDTH,
  height: PROMOTION_IMAGE_HEIGHT,
};

/** The loader as the shell's script runs it, with the shell's pictures as it finds or fetches them. */
export const APP_SCRIPT_LOADER =
  `(${startAppAfterShellPaint.toString()})(document, window, ${JSON.stringify(LOADER_OPTIONS)}, ` +
  `function () { var image = ${shellImage.toString()}; ` +
  `return Promise.all(${JSON.stringify([SHELL_BANNER_OPTIONS, SHELL_LEAD_OPTIONS])}` +
  `.map(function (options) { return image(document, window, options); })); });`;
