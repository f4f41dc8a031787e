import type { OnlineCustomerService } from '#schemas/platform-api.ts';
import { safeLink } from './safe-link.ts';

/** The popup's window name and size (spec section 7: 440x500). */
export const CUSTOMER_SERVICE_WINDOW = 'customerService';
export const CUSTOMER_SERVICE_FEATURES = 'width=440,height=500';

/** What the opener needs from the page: a window opener and the page's origin. */
export interface CustomerServiceHost {
  open: (
    url: string,
    target: string,
    features: string,
  ) => (Pick<Window, 'close' | 'location'> & { opener?: Window | null }) | null;
  origin: string;
}

export interface OpenCustomerServiceOptions {
  /** The platform call (`getOnlineCustomerService`). */
  load: () => Promise<OnlineCustomerService>;
  /** Called once when the popup could not be opened or pointed at the chat; it is closed. */
  onFailure: (reason: unknown) => void;
  host?: CustomerServiceHost;
}

/**
 * The URL the popup may open: an in-app path (made absolute on `origin`), a same-origin
 * address or an https address; anything else gives null.
 */
export function customerServiceHref(url: string, origin: string): string | null {
  const link = safeLink(url);
  if (!link) return null;
  if (link.kind === 'internal') return new URL(link.path, origin).href;
  const parsed = new URL(link.href);
  return parsed.protocol === 'https:' || parsed.origin === origin ? parsed.href : null;
}

/**
 * Opens the online customer service (spec section 7). Must run inside the click handler: the
 * empty popup opens at once (popup blockers allow only that), then the entry of type '3' is
 * fetched, decrypted and checked, and the popup is sent there. On any failure the popup is
 * closed and `onFailure` is called. Resolves when done; never rejects.
 */
export async function openCustomerService({
  load,
  onFailure,
  host = { open: (...args) => window.open(...args), origin: window.location.origin },
}: OpenCustomerServiceOptions): Promise<void> {
  const popup = host.open('', CUSTOMER_SERVICE_WINDOW, CUSTOMER_SERVICE_FEATURES);
  if (!popup) {
    onFailure(new Error('the popup was blocked'));
    return;
  }
  // 'noopener' in the features would hide the popup from us (window.open answers null), so the
  // link back to this window is cut by hand before the chat loads (issue 21, finding 12).
  try {
    popup.opener = null;
  } catch {
    // A browser that refuses the write keeps the opener; the chat is still same-site or https.
  }
  try {
    const answer = await load();
    const entry = answer.version.pathList.find((e) => e.type === '3');
    if (!entry) throw new Error('no entry of type 3');
    // The cipher loads with the first use, not with every page (home's first-load budget).
    const { decryptCustomerServicePath } = await import('#schemas/customer-service-cipher.ts');
    const url = await decryptCustomerServicePath(entry.path);
    const href = customerServiceHref(url, host.origin);
    if (!href) throw new Error('the customer-service URL is not allowed');
    popup.location.href = href;
  } catch (error) {
    popup.close();
    onFailure(error);
  }
}
