/** The longest a caller waits for the page's `load` event. */
export const PAGE_LOAD_WAIT_MS = 3000;

/**
 * Resolves once the page has loaded (images included) and the browser is idle, or after
 * PAGE_LOAD_WAIT_MS at most: for code the first view can do without (the header's free demo,
 * the demo tools). On a slow connection every request made before the page's largest paint
 * (usually the first banner) competes with it.
 */
export function afterPageLoad(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') {
        requestIdleCallback(() => resolve(), { timeout: 1000 });
      } else {
        setTimeout(resolve, 0);
      }
    };
    if (document.readyState === 'complete') return whenIdle();
    window.addEventListener('load', whenIdle, { once: true });
    setTimeout(resolve, PAGE_LOAD_WAIT_MS);
  });
}
