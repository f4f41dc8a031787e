import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_SCRIPT_LATEST_MS,
  APP_SCRIPT_LOADER,
  SHELL_BANNER_OPTIONS,
  SHELL_LEAD_OPTIONS,
  startAppAfterShellPaint,
} from './app-script-loader.ts';
import { shellImage } from './shell-image.ts';

/** A PerformanceObserver whose entries the test delivers. */
function fakeObservers(supportedEntryTypes: string[]) {
  const callbacks = new Map<string, (list: { getEntries: () => unknown[] }) => void>();
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    readonly callback: (list: { getEntries: () => unknown[] }) => void;
    constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
      this.callback = callback;
    }
    observe({ type }: { type: string }) {
      callbacks.set(type, this.callback);
    }
  }
  const deliver = (type: string, entries: unknown[]) =>
    callbacks.get(type)?.({ getEntries: () => entries });
  return { FakeObserver, deliver };
}

/** A prerendered page's document before parsing ends: the app script named on <html>. */
function page({
  banner = true,
  lead = false,
  loaded = false,
  shellOff = false,
  splash = false,
  hidden = false,
} = {}) {
  const doc = document.implementation.createHTMLDocument('shell');
  doc.documentElement.setAttribute('data-app-script', '/assets/index-abc.js');
  if (shellOff) doc.documentElement.setAttribute('data-shell-off', '');
  if (splash) doc.documentElement.setAttribute('data-shell-splash', '');
  Object.defineProperty(doc, 'visibilityState', { value: hidden ? 'hidden' : 'visible' });
  let readyState: DocumentReadyState = 'loading';
  Object.defineProperty(doc, 'readyState', { get: () => readyState });
  doc.body.innerHTML =
    `<div id="prerendered-shell"><div class="banner-strip">${banner ? '<img src="/b.svg">' : ''}</div>` +
    (lead ? '<div class="prerendered-shell__lead"><img src="/p.svg"></div>' : '') +
    '</div>';
  for (const img of doc.querySelectorAll('img')) {
    Object.defineProperty(img, 'complete', { value: loaded });
  }
  const image = doc.querySelector<HTMLImageElement>('.banner-strip img');
  const leadImage = doc.querySelector<HTMLImageElement>('.prerendered-shell__lead img');
  const appScripts = () =>
    [...doc.head.querySelectorAll('script')].map((script) => ({
      type: script.type,
      src: script.getAttribute('src'),
    }));
  const parsed = () => {
    readyState = 'interactive';
    doc.dispatchEvent(new Event('DOMContentLoaded'));
  };
  return { doc, appScripts, parsed, image, leadImage };
}

const OPTIONS = {
  attribute: 'data-app-script',
  shellOffAttribute: 'data-shell-off',
  shellSplashAttribute: 'data-shell-splash',
  latestMs: APP_SCRIPT_LATEST_MS,
  preloadAttribute: 'data-app-preload',
  localeAttributePrefix: 'data-app-locale-',
  languageKey: 'lang',
};
const FIRST_PAINT = [{ name: 'first-paint' }, { name: 'first-contentful-paint' }];
/** A frame: the fake window's animation frames come 16 ms apart. */
const FRAME_MS = 16;

function fakeWindow(
  supportedEntryTypes: string[] | null,
  { search = '', stored = {} as Record<string, string>, storageRefused = false } = {},
) {
  const observers = fakeObservers(supportedEntryTypes ?? []);
  const win = {
    location: { search },
    get localStorage() {
      if (storageRefused) throw new DOMException('denied', 'SecurityError');
      return { getItem: (key: string) => stored[key] ?? null };
    },
    setTimeout: globalThis.setTimeout,
    requestAnimationFrame: (run: () => void) => globalThis.setTimeout(run, FRAME_MS),
    PerformanceObserver: supportedEntryTypes ? observers.FakeObserver : undefined,
  };
  return { win: win as unknown as Window & typeof globalThis, deliver: observers.deliver };
}

function start(
  doc: Document,
  supportedEntryTypes: string[] | null = ['paint'],
  images?: () => Promise<(HTMLImageElement | null)[]>,
) {
  const { win, deliver } = fakeWindow(supportedEntryTypes);
  // A demo build's shell: its pictures are in the HTML (shell-image.test.ts covers the live calls).
  const demoImages = () =>
    Promise.all(
      [SHELL_BANNER_OPTIONS, SHELL_LEAD_OPTIONS].map((options) => shellImage(doc, win, options)),
    );
  startAppAfterShellPaint(doc, win, OPTIONS, images ?? demoImages);
  return deliver;
}

describe('startAppAfterShellPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("adds the app's module script after the first paint, the banner's load and the next frame", async () => {
    const { doc, appScripts, parsed, image } = page();
    const deliver = start(doc);
    parsed();
    deliver('paint', FIRST_PAINT);
    await vi.advanceTimersByTimeAsync(500);
    expect(appScripts(), 'painted, banner still loading').toEqual([]);
    image?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(FRAME_MS - 1);
    expect(appScripts(), 'banner loaded, its frame not drawn yet').toEqual([]);
    // The frame, then the task queued from it.
    await vi.advanceTimersByTimeAsync(2);
    expect(appScripts()).toEqual([{ type: 'module', src: '/assets/index-abc.js' }]);
  });

  it("waits for a live build's banner, which the shell's script asks the platform for", async () => {
    const { doc, appScripts, parsed } = page({ banner: false });
    let answer: (image: HTMLImageElement | null) => void = () => {};
    const deliver = start(doc, ['paint'], () =>
      new Promise<HTMLImageElement | null>((resolve) => (answer = resolve)).then((image) => [
        image,
      ]),
    );
    parsed();
    deliver('paint', FIRST_PAINT);
    await vi.advanceTimersByTimeAsync(1000);
    expect(appScripts(), 'painted, the platform not answered yet').toEqual([]);
    const image = doc.createElement('img');
    Object.defineProperty(image, 'complete', { value: false });
    answer(image);
    await vi.advanceTimersByTimeAsync(FRAME_MS + 1);
    expect(appScripts(), 'answered, its image loading').toEqual([]);
    image.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(FRAME_MS + 1);
    expect(appScripts()).toHaveLength(1);
  });

  it("on promotions waits for the first card's picture too, not only the banner", async () => {
    const { doc, appScripts, parsed, image, leadImage } = page({ lead: true });
    const deliver = start(doc);
    parsed();
    deliver('paint', FIRST_PAINT);
    await vi.advanceTimersByTimeAsync(100);
    image?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(500);
    expect(appScripts(), 'banner loaded, the card picture still loading').toEqual([]);
    leadImage?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(FRAME_MS + 1);
    expect(appScripts()).toHaveLength(1);
  });

  it('waits for the first paint even when the banner has loaded before it', async () => {
    const { doc, appScripts, parsed } = page({ loaded: true });
    const deliver = start(doc);
    parsed();
    await vi.advanceTimersByTimeAsync(500);
    expect(appScripts(), 'before the first paint').toEqual([]);
    deliver('paint', FIRST_PAINT);
    await vi.advanceTimersByTimeAsync(FRAME_MS + 1);
    expect(appScripts()).toHaveLength(1);
  });

  it('starts after the first paint when the shell has no banner or the banner fails, once only', async () => {
    for (const options of [{ banner: false }, { banner: true }]) {
      const { doc, appScripts, parsed, image } = page(options);
      const deliver = start(doc);
      deliver('paint', FIRST_PAINT);
      parsed();
      image?.dispatchEvent(new Event('error'));
      deliver('paint', FIRST_PAINT);
      await vi.advanceTimersByTimeAsync(APP_SCRIPT_LATEST_MS);
      expect(appScripts(), JSON.stringify(options)).toHaveLength(1);
    }
  });

  it("with the brand's splash in place of the page, starts after its paint without waiting for the banner", async () => {
    const { doc, appScripts, parsed } = page({ splash: true });
    const images = vi.fn(async () => []);
    const deliver = start(doc, ['paint'], images);
    parsed();
    await vi.advanceTimersByTimeAsync(500);
    expect(appScripts(), 'before the first paint').toEqual([]);
    deliver('paint', FIRST_PAINT);
    await vi.advanceTimersByTimeAsync(FRAME_MS + 1);
    expect(appScripts()).toHaveLength(1);
    expect(images, "the shell's pictures are not asked for").not.toHaveBeenCalled();
  });

  it('starts at once, waiting for no paint, where the shell is hidden or the tab is', () => {
    for (const options of [{ shellOff: true }, { hidden: true }]) {
      const { doc, appScripts } = page(options);
      start(doc);
      expect(appScripts(), JSON.stringify(options)).toHaveLength(1);
    }
  });

  it('starts at DOMContentLoaded in a browser without paint timing', async () => {
    const { doc, appScripts, parsed } = page();
    start(doc, null);
    await vi.advanceTimersByTimeAsync(0);
    expect(appScripts()).toEqual([]);
    parsed();
    expect(appScripts()).toHaveLength(1);
  });

  it('starts 3 s after it ran when nothing paints', async () => {
    const { doc, appScripts, parsed } = page();
    start(doc);
    parsed();
    await vi.advanceTimersByTimeAsync(APP_SCRIPT_LATEST_MS - 1);
    expect(appScripts(), 'at 2999 ms').toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(appScripts(), 'at 3000 ms').toHaveLength(1);
  });

  it('does nothing on a page that names no app script (the dev server’s index.html)', async () => {
    const { doc, appScripts, parsed } = page({ shellOff: true });
    doc.documentElement.removeAttribute('data-app-script');
    const deliver = start(doc);
    parsed();
    deliver('paint', FIRST_PAINT);
    await vi.advanceTimersByTimeAsync(APP_SCRIPT_LATEST_MS);
    expect(appScripts()).toEqual([]);
  });

  it('asks for the boot chunks and the language’s messages beside the app script', () => {
    const { doc } = page({ shellOff: true });
    const root = doc.documentElement;
    root.lang = 'vi';
    root.setAttribute('data-app-preload', '/assets/session-engine-1.js /assets/demo-platform-2.js');
    root.setAttribute('data-app-locale-vi', '/assets/vi-3.js');
    root.setAttribute('data-app-locale-th', '/assets/en-4.js /assets/th-5.js');
    const asked = (win: Window & typeof globalThis) => {
      const fresh = doc.cloneNode(true) as Document;
      startAppAfterShellPaint(fresh, win, OPTIONS, async () => []);
      return {
        preloads: [...fresh.head.querySelectorAll('link')].map((link) => ({
          rel: link.rel,
          href: link.getAttribute('href'),
          crossOrigin: link.crossOrigin,
        })),
        scripts: fresh.head.querySelectorAll('script').length,
      };
    };
    const chunk = (href: string) => ({ rel: 'modulepreload', href, crossOrigin: '' });
    const engine = chunk('/assets/session-engine-1.js');
    const platform = chunk('/assets/demo-platform-2.js');
    expect(asked(fakeWindow(['paint']).win), "the page's language").toEqual({
      preloads: [engine, platform, chunk('/assets/vi-3.js')],
      scripts: 1,
    });
    const remembered = fakeWindow(['paint'], { stored: { lang: 'th' } }).win;
    expect(asked(remembered).preloads, 'the remembered language, English beneath it').toEqual([
      engine,
      platform,
      chunk('/assets/en-4.js'),
      chunk('/assets/th-5.js'),
    ]);
    const query = fakeWindow(['paint'], { search: '?lang=vi', stored: { lang: 'th' } }).win;
    expect(asked(query).preloads.at(-1), '?lang= before the remembered one').toEqual(
      chunk('/assets/vi-3.js'),
    );
    const refused = fakeWindow(['paint'], { storageRefused: true }).win;
    expect(asked(refused).preloads.at(-1), 'storage refused').toEqual(chunk('/assets/vi-3.js'));
    const unknown = fakeWindow(['paint'], { search: '?lang=xx' }).win;
    expect(asked(unknown).preloads, 'a language with no bundle: the chunks only').toEqual([
      engine,
      platform,
    ]);
  });

  it('asks for nothing beyond the app script on a page that names no preloads', () => {
    const { doc, appScripts } = page({ shellOff: true });
    start(doc);
    expect(appScripts()).toHaveLength(1);
    expect(doc.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('runs as the text of the shell script, with its options', () => {
    const { doc, appScripts } = page({ shellOff: true });
    const { win } = fakeWindow(['paint']);
    new Function('document', 'window', APP_SCRIPT_LOADER)(doc, win);
    expect(appScripts()).toEqual([{ type: 'module', src: '/assets/index-abc.js' }]);
  });
});
