import { createStore, del, entries, set, type UseStore } from 'idb-keyval';

/**
 * A `Storage` for the service worker, which has no `localStorage`: reads come from memory
 * (filled from IndexedDB when the worker starts), writes go to memory at once and to IndexedDB
 * behind them. `settled()` is the promise of the writes so far, for the worker's `waitUntil`, so
 * the browser does not stop an idle worker before they are stored.
 */
export interface PersistentStorage extends Storage {
  settled(): Promise<void>;
}

export async function openPersistentStorage(
  store: UseStore = createStore('demo-platform', 'storage'),
): Promise<PersistentStorage> {
  const memory = new Map<string, string>();
  for (const [key, value] of await entries<string, string>(store)) memory.set(key, value);
  let writes: Promise<unknown> = Promise.resolve();
  const write = (next: () => Promise<unknown>) => {
    // A failed write (quota, a private window) leaves the demo working; it forgets on restart.
    writes = writes.then(next).catch(() => undefined);
  };
  return {
    get length() {
      return memory.size;
    },
    key: (index) => [...memory.keys()][index] ?? null,
    getItem: (key) => memory.get(key) ?? null,
    setItem(key, value) {
      const text = String(value);
      memory.set(key, text);
      write(() => set(key, text, store));
    },
    removeItem(key) {
      memory.delete(key);
      write(() => del(key, store));
    },
    clear() {
      const keys = [...memory.keys()];
      memory.clear();
      write(() => Promise.all(keys.map((key) => del(key, store))));
    },
    settled: () => writes.then(() => undefined),
  };
}
