/**
 * The attributes of <html> on a live build's prerendered page that give the platform's address
 * of a list whose first item's picture the shell shows: the page group's banners
 * (`GET /wps/system/banners?groupName=`) and, on a page whose largest picture is its first card,
 * that list (promotions: `GET /wps/promotion/activities`). A live build cannot know them at build
 * time; the shell's script asks while the page parses.
 */
export const SHELL_BANNERS_ATTRIBUTE = 'data-shell-banners';
export const SHELL_LEAD_ATTRIBUTE = 'data-shell-lead';

export interface ShellImageOptions {
  /** The attribute of <html> with the list's address (absent on demo builds). */
  attribute: string;
  /** The picture's box in the shell: a demo build's holds the image, a live build's is empty. */
  boxSelector: string;
  /** The class the empty box has until its image is in. */
  pendingClass: string;
  imageClass: string;
  /** The fields of the list's first item with the picture's address, and with its text (none: no text). */
  urlField: string;
  altField?: string;
  width: number;
  height: number;
}

/**
 * One of the shell's pictures, once the page is parsed: the one a demo build's shell carries,
 * or, on a live build, the picture of the first item of the platform's list put into the shell's
 * empty box, as the app would show it (same size, so nothing moves). Null when the page has no
 * such box, the list is empty, the call fails, or the address is not http(s).
 *
 * It runs in the page as the text of this function (`APP_SCRIPT_LOADER`), not as a module:
 * no imports, nothing from this file's scope but its parameters. The call is the app's own
 * (`src/api`): public, the page's language, no cookie.
 */
export function shellImage(
  doc: Document,
  win: Window & typeof globalThis,
  options: ShellImageOptions,
): Promise<HTMLImageElement | null> {
  const root = doc.documentElement;
  const parsed = new Promise<void>((resolve) => {
    if (doc.readyState !== 'loading') resolve();
    else doc.addEventListener('DOMContentLoaded', () => resolve());
  });
  const address = root.getAttribute(options.attribute);
  if (!address)
    return parsed.then(() => doc.querySelector<HTMLImageElement>(`${options.boxSelector} img`));
  const answer = win
    .fetch(address, {
      headers: { Accept: 'application/json', Language: root.lang },
      credentials: 'omit',
    })
    .then((response) => (response.ok ? response.json() : null))
    .then((envelope: { success?: unknown; value?: unknown } | null) => {
      const first: unknown =
        envelope?.success && Array.isArray(envelope.value) && envelope.value[0];
      return first && typeof first === 'object' ? (first as Record<string, unknown>) : null;
    })
    .catch(() => null);
  return Promise.all([answer, parsed]).then(([item]) => {
    const box = doc.querySelector(`${options.boxSelector}.${options.pendingClass}`);
    const url = item?.[options.urlField];
    if (typeof url !== 'string' || !url || !box) return null;
    let src: URL;
    try {
      src = new URL(url, doc.baseURI);
    } catch {
      return null;
    }
    if (src.protocol !== 'https:' && src.protocol !== 'http:') return null;
    const alt = options.altField ? item?.[options.altField] : '';
    const image = doc.createElement('img');
    image.className = options.imageClass;
    image.alt = typeof alt === 'string' ? alt : '';
    image.width = options.width;
    image.height = options.height;
    image.setAttribute('fetchpriority', 'high');
    image.src = src.href;
    box.classList.remove(options.pendingClass);
    box.appendChild(image);
    return image;
  });
}
