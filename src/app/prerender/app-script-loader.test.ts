import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_SCRIPT_LATEST_MS,
  APP_SCRIPT_LOADER,
  startAppAfterShellPaint,
} from './app-script-loader.ts';

/** A PerformanceObserver whose entries the test delivers, per entry type. */
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
function page({ banner = true, shellOff = false } = {}) {
  const doc = document.implementation.createHTMLDocument('shell');
  doc.documentElement.setAttribute('data-app-script', '/assets/index-abc.js');
  if (shellOff) doc.documentElement.setAttribute('data-shell-off', '');
  doc.body.innerHTML = `<div id="prerendered-shell">${banner ? '<img src="/b.svg">' : ''}</div>`;
  const appScripts = () =>
    [...doc.head.querySelectorAll('script')].map((script) => ({
      type: script.type,
      src: script.getAttribute('src'),
    }));
  const parsed = () => doc.dispatchEvent(new Event('DOMContentLoaded'));
  return { doc, appScripts, parsed, image: doc.querySelector('img') };
}

const OPTIONS = {
  attribute: 'data-app-script',
  latestMs: APP_SCRIPT_LATEST_MS,
  bannerSelector: '#prerendered-shell img',
};
const FIRST_PAINT = [{ name: 'first-paint' }, { name: 'first-contentful-paint' }];
const ALL_TYPES = ['paint', 'largest-contentful-paint'];

function start(doc: Document, supportedEntryTypes: string[] | null) {
  const observers = fakeObservers(supportedEntryTypes ?? []);
  const win = {
    setTimeout: globalThis.setTimeout,
    PerformanceObserver: supportedEntryTypes ? observers.FakeObserver : undefined,
  } as unknown as Window & typeof globalThis;
  startAppAfterShellPaint(doc, win, OPTIONS);
  return observers.deliver;
}

describe('startAppAfterShellPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("adds the app's module script only after the first paint and the banner's largest paint", async () => {
    const { doc, appScripts, parsed, image } = page();
    const deliver = start(doc, ALL_TYPES);
    parsed();
    deliver('paint', FIRST_PAINT);
    await vi.advanceTimersByTimeAsync(100);
    expect(appScripts(), 'after the first paint, banner not painted yet').toEqual([]);
    // A text block painted first is not the banner.
    deliver('largest-contentful-paint', [{ element: doc.body }]);
    await vi.advanceTimersByTimeAsync(100);
    expect(appScripts()).toEqual([]);
    deliver('largest-contentful-paint', [{ element: image }]);
    expect(appScripts(), 'not inside the observer’s own task').toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(appScripts()).toEqual([{ type: 'module', src: '/assets/index-abc.js' }]);
  });

  it('counts a largest paint reported before the document was parsed', async () => {
    const { doc, appScripts, parsed, image } = page();
    const deliver = start(doc, ALL_TYPES);
    deliver('paint', FIRST_PAINT);
    deliver('largest-contentful-paint', [{ element: image }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(appScripts(), 'before DOMContentLoaded').toEqual([]);
    parsed();
    await vi.advanceTimersByTimeAsync(0);
    expect(appScripts()).toHaveLength(1);
  });

  it('starts after the first paint alone when the shell has no banner or is hidden', async () => {
    for (const options of [{ banner: false }, { shellOff: true }]) {
      const { doc, appScripts, parsed } = page(options);
      const deliver = start(doc, ALL_TYPES);
      parsed();
      await vi.advanceTimersByTimeAsync(0);
      expect(appScripts(), `${JSON.stringify(options)} before the paint`).toEqual([]);
      deliver('paint', FIRST_PAINT);
      await vi.advanceTimersByTimeAsync(0);
      expect(appScripts(), JSON.stringify(options)).toHaveLength(1);
    }
  });

  it('starts when the banner fails to load, and adds the script once only', async () => {
    const { doc, appScripts, parsed, image } = page();
    const deliver = start(doc, ALL_TYPES);
    parsed();
    deliver('paint', FIRST_PAINT);
    image?.dispatchEvent(new Event('error'));
    deliver('paint', []);
    await vi.advanceTimersByTimeAsync(APP_SCRIPT_LATEST_MS);
    expect(appScripts()).toHaveLength(1);
  });

  it('starts at DOMContentLoaded in a browser without paint timing', async () => {
    const { doc, appScripts, parsed } = page();
    start(doc, null);
    await vi.advanceTimersByTimeAsync(0);
    expect(appScripts()).toEqual([]);
    parsed();
    expect(appScripts()).toHaveLength(1);
  });

  it('starts 3 s after it ran when nothing paints (a tab opened in the background)', async () => {
    const { doc, appScripts, parsed } = page();
    start(doc, ALL_TYPES);
    parsed();
    await vi.advanceTimersByTimeAsync(APP_SCRIPT_LATEST_MS - 1);
    expect(appScripts(), 'at 2999 ms').toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(appScripts(), 'at 3000 ms').toHaveLength(1);
  });

  it('does nothing on a page that names no app script (the dev server’s index.html)', async () => {
    const { doc, appScripts, parsed } = page();
    doc.documentElement.removeAttribute('data-app-script');
    const deliver = start(doc, ALL_TYPES);
    parsed();
    deliver('paint', FIRST_PAINT);
    await vi.advanceTimersByTimeAsync(APP_SCRIPT_LATEST_MS);
    expect(appScripts()).toEqual([]);
  });

  it('runs as the text of the shell script, with its options', async () => {
    const { doc, appScripts, parsed } = page({ banner: false });
    const observers = fakeObservers([]);
    const win = { setTimeout: globalThis.setTimeout, PerformanceObserver: observers.FakeObserver };
    new Function('document', 'window', APP_SCRIPT_LOADER)(doc, win);
    parsed();
    expect(appScripts()).toEqual([{ type: 'module', src: '/assets/index-abc.js' }]);
  });
});
