import { useEffect, useState } from 'react';
import { readStoredDraft, storeDraft, type BrandJson, type StoredDraft } from './draft.ts';

/** How long the draft must stay unchanged (and without problems) before the preview reloads. */
export const PREVIEW_DELAY_MS = 600;

/** The draft the preview frame shows, and a number that changes each time it is stored anew. */
export interface PreviewedDraft {
  brand: BrandJson;
  revision: number;
}

/**
 * Stores the draft as edited at once (a return to the studio resumes it) and, once it has
 * stayed without problems for `PREVIEW_DELAY_MS`, as the preview's draft: then the revision
 * changes and the frame loads again. While it has problems the frame keeps the last version
 * without any.
 */
export function usePreviewedDraft(draft: StoredDraft, valid: boolean): PreviewedDraft {
  const [previewed, setPreviewed] = useState<PreviewedDraft>(() => {
    // The frame loads with the page: the first draft must be stored before it boots.
    if (valid) storeDraft(draft, 'previewed');
    const brand = valid ? draft.brand : (readStoredDraft('previewed')?.brand ?? draft.brand);
    return { brand, revision: 0 };
  });

  useEffect(() => storeDraft(draft, 'edited'), [draft]);

  useEffect(() => {
    if (!valid || draft.brand === previewed.brand) return undefined;
    const timer = setTimeout(() => {
      storeDraft(draft, 'previewed');
      setPreviewed(({ revision }) => ({ brand: draft.brand, revision: revision + 1 }));
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, valid, previewed.brand]);

  return previewed;
}
