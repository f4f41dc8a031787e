/**
 * The attribute of <html> on a live build's prerendered page that gives the platform's banners
 * address for the page's group (`GET /wps/system/banners?groupName=`). A live build cannot know
 * its banners at build time; the shell's script asks for them while the page parses.
 */
export const SHELL_BANNERS_ATTRIBUTE = 'data-shell-banners';

export interface ShellBannerOptions {
  /** The attribute of <html> with the banners address (absent on demo builds). */
  attribute: string;
  /** The shell's element: a demo build's carries the banner image, a live build's an empty box. */
  shellSelector: string;
  /** The class of that empty box of the banner's shape. */
  pendingClass: string;
  imageClass: string;
  width: number;
  height: number;
}

interface BannerAnswer {
  url: string;
  title: string;
}

/**
 * The shell's banner image, once the page is parsed: the one a demo build's shell carries, or,
 * on a live build, the platform's first banner of the page's group put into the shell's empty
 * box, as the app's banner strip would show it (same classes and size, so nothing moves). Null
 * when there is none, the call fails, or its address is not http(s).
 *
 * It runs in the page as the text of this function (`APP_SCRIPT_LOADER`), not as a module:
 * no imports, nothing from this file's scope but its parameters. The call is the app's own
 * (`src/api/content.ts`): public, the page's language, no cookie.
 */
export function shellBannerImage(
  doc: Document,
  win: Window & typeof globalThis,
  options: ShellBannerOptions,
): Promise<HTMLImageElement | null> {
  const root = doc.documentElement;
  const parsed = new Promise<void>((resolve) => {
    if (doc.readyState !== 'loading') resolve();
    else doc.addEventListener('DOMContentLoaded', () => resolve());
  });
  const address = root.getAttribute(options.attribute);
  if (!address)
    return parsed.then(() => doc.querySelector<HTMLImageElement>(`${options.shellSelector} img`));
  const answer = win
    .fetch(address, {
      headers: { Accept: 'application/json', Language: root.lang },
      credentials: 'omit',
    })
    .then((response) => (response.ok ? response.json() : null))
    .then((envelope: { success?: unknown; value?: unknown } | null) => {
      const first: unknown =
        envelope?.success && Array.isArray(envelope.value) && envelope.value[0];
      const banner = first as Partial<BannerAnswer> | undefined;
      return banner && typeof banner.url === 'string' ? banner : null;
    })
    .catch(() => null);
  return Promise.all([answer, parsed]).then(([banner]) => {
    const box = doc.querySelector(`${options.shellSelector} .${options.pendingClass}`);
    if (!banner?.url || !box) return null;
    let src: URL;
    try {
      src = new URL(banner.url, doc.baseURI);
    } catch {
      return null;
    }
    if (src.protocol !== 'https:' && src.protocol !== 'http:') return null;
    const image = doc.createElement('img');
    image.className = options.imageClass;
    image.alt = typeof banner.title === 'string' ? banner.title : '';
    image.width = options.width;
    image.height = options.height;
    image.setAttribute('fetchpriority', 'high');
    image.src = src.href;
    box.classList.remove(options.pendingClass);
    box.appendChild(image);
    return image;
  });
}
