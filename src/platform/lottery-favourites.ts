import { local } from './safe-storage.ts';
import { LOCAL_KEYS } from './storage-keys.ts';

/**
 * Lottery favourites (spec sections 3 and 4): a list of lottery game codes per username, kept
 * in local storage under LOTTFAV as `{ "<username>": ["<gameCode>", ...] }` and loaded on
 * login. Usernames are compared in lower case, as the platform compares them.
 */
type Store = Record<string, string[]>;

function readStore(): Store {
  const raw = local.get(LOCAL_KEYS.lotteryFavourites);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const store: Store = {};
    for (const [user, ids] of Object.entries(parsed)) {
      if (Array.isArray(ids)) store[user] = ids.filter((id) => typeof id === 'string');
    }
    return store;
  } catch {
    // Corrupt storage reads as "no favourites" rather than breaking the lottery page.
    return {};
  }
}

const keyOf = (username: string) => username.trim().toLowerCase();

/** The lottery favourites of `username` (empty when none or unreadable). */
export function readLotteryFavourites(username: string): string[] {
  return readStore()[keyOf(username)] ?? [];
}

/** Replaces the lottery favourites of `username`; other members' lists are kept. */
export function saveLotteryFavourites(username: string, ids: readonly string[]): void {
  const store = readStore();
  const key = keyOf(username);
  if (ids.length === 0) delete store[key];
  else store[key] = [...new Set(ids)];
  local.set(LOCAL_KEYS.lotteryFavourites, JSON.stringify(store));
}

/** Adds `id` when absent, removes it when present; returns the new list. */
export function toggleLotteryFavourite(username: string, id: string): string[] {
  const current = readLotteryFavourites(username);
  const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
  saveLotteryFavourites(username, next);
  return next;
}
