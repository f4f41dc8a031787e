import { memoryStorage } from './memory-storage.ts';

/**
 * msw makes its cookie store when it loads and, in a browser-like global without `localStorage`
 * (a service worker), throws. Imported before msw: cookies then live in memory (the platform's
 * sessions are tokens in headers, kept by `persistent-storage.ts`; no cookie needs to last).
 */
const scope = globalThis as { localStorage?: Storage };
scope.localStorage ??= memoryStorage();
