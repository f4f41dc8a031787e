import type { Brand } from '#brands/brand.types.ts';
import { local, type SafeStorage } from '#src/platform/safe-storage.ts';
import { LOCAL_KEYS } from '#src/platform/storage-keys.ts';

/** A brand file being edited: any JSON object, valid or not, while the operator types. */
export type BrandJson = Record<string, unknown>;

/** What the studio keeps between visits and its preview frame reads at boot. */
export interface StoredDraft {
  /**
   * The shipped brand the draft started from: the preview's simulated platform starts from its
   * seeded data. Kept beside the file, never in it.
   */
  baseId: string;
  /** The brand file as it will be downloaded. */
  brand: BrandJson;
}

/** A plain JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is BrandJson {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first of `<id>-copy`, `<id>-copy-2`, ... that no shipped brand uses. */
function freeId(baseId: string, taken: ReadonlySet<string>): string {
  const first = `${baseId}-copy`;
  if (!taken.has(first)) return first;
  let n = 2;
  while (taken.has(`${first}-${n}`)) n += 1;
  return `${first}-${n}`;
}

/**
 * A new draft from a shipped brand: a deep copy under an id no shipped brand uses, with no
 * domains and a merchant code made from that id (DEMOCOPY), so it never clashes with the brand
 * it came from (brand:check refuses an id, a merchant code or a domain another brand has).
 * Everything else, the name included, is the base's to edit.
 */
export function startDraft(base: Brand, takenIds: Iterable<string>): StoredDraft {
  const copy = structuredClone(base);
  copy.app.id = freeId(base.app.id, new Set(takenIds));
  copy.app.merchantCode = copy.app.id.replace(/[^a-z0-9]/g, '').toUpperCase();
  copy.app.domains = [];
  return { baseId: base.app.id, brand: copy as unknown as BrandJson };
}

/**
 * The two stored copies: the draft as `edited` (the studio resumes it) and as `previewed`, its
 * newest version without problems (the preview frame runs it).
 */
const SLOTS = {
  edited: LOCAL_KEYS.brandStudioDraft,
  previewed: LOCAL_KEYS.brandStudioPreview,
} as const;
export type DraftSlot = keyof typeof SLOTS;

/** A stored draft, or null when there is none or it is not one the studio wrote. */
export function readStoredDraft(
  slot: DraftSlot = 'edited',
  storage: SafeStorage = local,
): StoredDraft | null {
  const raw = storage.get(SLOTS[slot]);
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as unknown;
    if (!isJsonObject(stored) || typeof stored.baseId !== 'string') return null;
    return isJsonObject(stored.brand) ? { baseId: stored.baseId, brand: stored.brand } : null;
  } catch {
    return null;
  }
}

/** Keeps the draft in `slot` for the next visit or for the preview frame. */
export function storeDraft(
  draft: StoredDraft,
  slot: DraftSlot = 'edited',
  storage: SafeStorage = local,
): void {
  storage.set(SLOTS[slot], JSON.stringify(draft));
}

/**
 * The brand file's text as the shipped files are written (one key a line, short lists on one
 * line); `npm run brand:new` writes files with the same writer.
 */
export { brandFileText } from '#brands/brand-file-text.ts';

/** The name the file must have in brands/: its id (brand:check requires it), else brand.json. */
export function brandFileName(brand: BrandJson): string {
  const id = isJsonObject(brand.app) ? brand.app.id : undefined;
  return typeof id === 'string' && id !== '' ? `${id}.json` : 'brand.json';
}
