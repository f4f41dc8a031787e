import type { Brand } from '#brands/brand.types.ts';
import { brands as shippedBrands } from '#brands/index.ts';
import { local } from '#src/platform/safe-storage.ts';
import { LOCAL_KEYS } from '#src/platform/storage-keys.ts';
import { isThemeName } from '#src/platform/theme.ts';
import { readStoredDraft } from './draft.ts';
import { draftProblems, type DraftProblem } from './draft-problems.ts';
import { isolateStorage } from './preview-storage.ts';

/** The stored draft, ready to run as the page's brand, or why it cannot. */
export type DraftPreview =
  | { ok: true; brand: Brand; baseId: string }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'unknownBase'; baseId: string }
  | { ok: false; reason: 'invalid'; baseId: string; problems: DraftProblem[] };

/**
 * The draft the studio stored for its preview, checked again as the studio checks it before a
 * download (someone may open `?previewDraft=1` with a stale or hand-edited copy).
 */
export function readDraftPreview(
  shipped: Readonly<Record<string, Brand>> = shippedBrands,
): DraftPreview {
  const stored = readStoredDraft('previewed');
  if (!stored) return { ok: false, reason: 'missing' };
  const { baseId, brand } = stored;
  // The simulated platform starts from the base's seeded data: the base must ship.
  if (!Object.hasOwn(shipped, baseId)) return { ok: false, reason: 'unknownBase', baseId };
  const problems = draftProblems(brand, shipped);
  if (problems.length > 0) return { ok: false, reason: 'invalid', baseId, problems };
  return { ok: true, brand: brand as unknown as Brand, baseId };
}

/**
 * Demo builds, in the studio's preview: reads the stored draft, then gives the page storage of
 * its own (see `isolateStorage`) holding the theme of `?theme=`; `?lang=` is the app's own
 * parameter. From here on nothing the preview does reaches the studio's storage.
 */
export function openDraftPreview(query: URLSearchParams, win: Window = window): DraftPreview {
  const preview = readDraftPreview();
  isolateStorage(win);
  const theme = query.get('theme');
  if (isThemeName(theme)) local.set(LOCAL_KEYS.theme, theme);
  return preview;
}
