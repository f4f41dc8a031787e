import { SHELL_ID } from '#src/platform/prerendered-shell.ts';

/**
 * The attribute of <html> that names the app's entry script on a prerendered page. The page has
 * no `<script type="module">` tag: the shell's script adds it once the shell has painted.
 */
export const APP_SCRIPT_ATTRIBUTE = 'data-app-script';

/** However the paint goes (a tab opened in the background does not paint), the app starts by then. */
export const APP_SCRIPT_LATEST_MS = 3000;

/**
 * Adds the app's entry script once the prerendered shell has painted: after the first
 * contentful paint and, when the shell shows a banner, after the banner's largest-contentful-paint
 * entry (or its failed load). A script requested earlier competes with the banner for the
 * network, and Lighthouse counts every request started before the largest paint into it: home's
 * LCP 1912 -> 1005 ms (docs/decisions/013). Without paint timing (old browsers) the script
 * starts when the document is parsed.
 *
 * It runs in the page as the text of this function (`APP_SCRIPT_LOADER`), not as a module:
 * no imports, nothing from this file's scope but its parameters.
 */
export function startAppAfterShellPaint(
  doc: Document,
  win: Window & typeof globalThis,
  options: { attribute: string; latestMs: number; bannerSelector: string },
): void {
  const root = doc.documentElement;
  const src = root.getAttribute(options.attribute);
  if (!src) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    doc.head.appendChild(script);
  };
  win.setTimeout(start, options.latestMs);

  const types = win.PerformanceObserver?.supportedEntryTypes ?? [];
  if (!types.includes('paint')) {
    doc.addEventListener('DOMContentLoaded', start);
    return;
  }
  let parsed = false;
  let painted = false;
  let banner: Element | null = null;
  let bannerDone = false;
  const largestPaints: Array<Element | null> = [];
  const check = () => {
    if (!bannerDone && banner) bannerDone = largestPaints.includes(banner);
    // In a task of its own, after the observer's: the paint's frame is over by then.
    if (parsed && painted && (bannerDone || !banner)) win.setTimeout(start, 0);
  };
  new win.PerformanceObserver((list) => {
    painted ||= list.getEntries().some((entry) => entry.name === 'first-contentful-paint');
    check();
  }).observe({ type: 'paint', buffered: true });
  const watchesBanner = types.includes('largest-contentful-paint');
  if (watchesBanner) {
    new win.PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        largestPaints.push((entry as PerformanceEntry & { element: Element | null }).element);
      check();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  doc.addEventListener('DOMContentLoaded', () => {
    parsed = true;
    // A hidden shell (another page, brand or language was asked for) paints no banner.
    const image = root.hasAttribute('data-shell-off')
      ? null
      : doc.querySelector(options.bannerSelector);
    if (watchesBanner && image) {
      banner = image;
      image.addEventListener('error', () => {
        bannerDone = true;
        check();
      });
    }
    check();
  });
}

const LOADER_OPTIONS = {
  attribute: APP_SCRIPT_ATTRIBUTE,
  latestMs: APP_SCRIPT_LATEST_MS,
  bannerSelector: `#${SHELL_ID} img`,
};

/** The loader as the shell's script runs it. */
export const APP_SCRIPT_LOADER = `(${startAppAfterShellPaint.toString()})(document, window, ${JSON.stringify(LOADER_OPTIONS)});`;
