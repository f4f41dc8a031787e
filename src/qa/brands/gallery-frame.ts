import { local } from '#src/platform/safe-storage.ts';
import { LOCAL_KEYS } from '#src/platform/storage-keys.ts';
import { isThemeName } from '#src/platform/theme.ts';
import { isolateStorage } from '#src/qa/brand/preview-storage.ts';

/** `?galleryFrame=1`: the page is a frame of the brand gallery (demo builds only). */
export const GALLERY_FRAME_PARAM = 'galleryFrame';

/** The address of a gallery frame: the home page of `brand` in `theme` and `language`. */
export function galleryFrameUrl(brand: string, theme: string, language: string): string {
  const query = new URLSearchParams({ [GALLERY_FRAME_PARAM]: '1', brand, theme, lang: language });
  return `/?${query.toString()}`;
}

/**
 * In a gallery frame: storage of its own (its `?brand=` and theme stay out of the gallery's and
 * the other frames'), holding the theme of `?theme=`. Returns what puts the real storage back
 * (tests).
 */
export function openGalleryFrame(query: URLSearchParams, win: Window = window): () => void {
  const restore = isolateStorage(win);
  const theme = query.get('theme');
  if (isThemeName(theme)) local.set(LOCAL_KEYS.theme, theme);
  return restore;
}
