/**
 * Storage that never throws: private modes, full quotas and disabled storage all read as
 * "nothing stored", so a broken storage starts a clean session instead of crashing.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function wrap(pick: () => Storage): SafeStorage {
  return {
    get(key) {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        pick().setItem(key, value);
      } catch {
        // Quota or privacy mode: the preference simply is not remembered.
      }
    },
    remove(key) {
      try {
        pick().removeItem(key);
      } catch {
        // Same as above.
      }
    },
  };
}

export const local = wrap(() => window.localStorage);
export const session = wrap(() => window.sessionStorage);
