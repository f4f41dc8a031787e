import { getFavouriteIds } from '#src/api/favourites.ts';

/** One session's favourites as every mounted card sees them. */
export interface FavouritesEntry {
  /** Node ids of the member's favourites (empty until loaded). */
  ids: ReadonlySet<number>;
  /** Counts successful changes, so lists of favourites know to load again. */
  revision: number;
  /** Games whose add or remove call is running. */
  busy: ReadonlySet<number>;
}

const EMPTY: FavouritesEntry = { ids: new Set(), revision: 0, busy: new Set() };

interface Slot {
  entry: FavouritesEntry;
  users: number;
  controller: AbortController | null;
}

const slots = new Map<string, Slot>();
const listeners = new Set<() => void>();

function publish(token: string, change: Partial<FavouritesEntry>): void {
  const slot = slots.get(token);
  if (!slot) return;
  slot.entry = { ...slot.entry, ...change };
  for (const listener of listeners) listener();
}

/**
 * The favourite ids of a session, shared by everything that shows stars at once (the hot row
 * and the favourites row of home, a listing and its vendor popup), so a toggle anywhere shows
 * everywhere and the list is asked for once. Kept while something uses it: a page that mounts
 * later loads it afresh.
 */
export const favouritesStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  entry(token: string | null): FavouritesEntry {
    return (token && slots.get(token)?.entry) || EMPTY;
  },

  /** Starts using the favourites of `token` (loading them the first time); returns the release. */
  retain(token: string): () => void {
    let slot = slots.get(token);
    if (!slot) {
      slot = { entry: EMPTY, users: 0, controller: null };
      slots.set(token, slot);
      favouritesStore.reload(token);
    }
    slot.users += 1;
    const held = slot;
    return () => {
      held.users -= 1;
      if (held.users > 0) return;
      held.controller?.abort();
      slots.delete(token);
    };
  },

  /** Loads the id list again (after a change). A failure keeps the last list. */
  reload(token: string): void {
    const slot = slots.get(token);
    if (!slot) return;
    slot.controller?.abort();
    const controller = new AbortController();
    slot.controller = controller;
    getFavouriteIds(controller.signal).then(
      (ids) => !controller.signal.aborted && publish(token, { ids: new Set(ids) }),
      () => undefined,
    );
  },

  setBusy(token: string, nodeId: number, busy: boolean): void {
    const current = slots.get(token)?.entry.busy;
    if (!current) return;
    const next = new Set(current);
    if (busy) next.add(nodeId);
    else next.delete(nodeId);
    publish(token, { busy: next });
  },

  /**
   * A change went through: the stars follow the list the call answered at once, lists of
   * favourites load again, and so does the id list (spec section 4: refreshed afterwards).
   */
  changed(token: string, ids: readonly number[]): void {
    const slot = slots.get(token);
    if (!slot) return;
    publish(token, { ids: new Set(ids), revision: slot.entry.revision + 1 });
    favouritesStore.reload(token);
  },
};
