/** A Storage that lives in memory only, for as long as the page does. */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(String(key)) ?? null,
    setItem: (key, value) => void items.set(String(key), String(value)),
    removeItem: (key) => void items.delete(String(key)),
    clear: () => items.clear(),
  };
}

const STORAGES = ['localStorage', 'sessionStorage'] as const;

/**
 * Gives the page storage of its own, in memory. The studio's preview is a frame of the same
 * origin: it would otherwise share localStorage with the studio and, being a frame, the
 * studio tab's sessionStorage too. A preview that read the studio's session token would end
 * it on the draft's platform, and its `?lang=` or theme would become the studio's. Everything
 * reads storage through `window` at the time of use (`src/platform/safe-storage.ts`, the
 * simulated platform's saved state), so shadowing the two properties covers them all.
 * Returns a function that puts the real ones back (tests).
 */
export function isolateStorage(win: Window = window): () => void {
  const originals = STORAGES.map(
    (name) => [name, Object.getOwnPropertyDescriptor(win, name)] as const,
  );
  for (const name of STORAGES) {
    Object.defineProperty(win, name, { configurable: true, value: createMemoryStorage() });
  }
  return () => {
    for (const [name, descriptor] of originals) {
      if (descriptor) Object.defineProperty(win, name, descriptor);
      else delete (win as unknown as Record<string, unknown>)[name];
    }
  };
}
