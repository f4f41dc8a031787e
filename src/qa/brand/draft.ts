import type { Brand } from '#brands/brand.types.ts';
import { brands } from '#brands/index.ts';
import { newBrand, type ExistingBrand, type NewBrandAnswers } from '#brands/new-brand.ts';
import { ownValue } from '#schemas/own-value.ts';
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

/** The shipped brands as brand files in the way of a new one. */
export function existingBrands(shipped: Readonly<Record<string, Brand>> = brands): ExistingBrand[] {
  return Object.values(shipped).map((brand) => ({
    file: `brands/${brand.app.id}.json`,
    app: brand.app as unknown as BrandJson,
  }));
}

/**
 * A new draft, as `npm run brand:new` makes a file: a copy of the shipped brand `answers.from`
 * with the identity of `answers` (id, name, logo, domains, merchant code, seed) and its texts
 * naming the old brand rewritten. The answers are checked first (`identityProblems`).
 */
export function startDraft(
  answers: NewBrandAnswers,
  shipped: Readonly<Record<string, Brand>> = brands,
): StoredDraft {
  const base = ownValue(shipped, answers.from);
  if (!base) throw new Error(`startDraft: no shipped brand "${answers.from}"`);
  const seeds = new Set(Object.values(shipped).map((brand) => brand.platform.seed));
  const brand = newBrand(base as unknown as BrandJson, answers, seeds);
  return { baseId: base.app.id, brand };
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
