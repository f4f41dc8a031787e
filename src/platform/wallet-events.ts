/**
 * A window event for "the wallet changed": a game frame reports a settled round, and the
 * header's balance shows the new amount at once instead of waiting for a refresh.
 */
const WALLET_CHANGED_EVENT = 'wallet:changed';

/** Tells whoever shows the balance that it is now `sumBalance`. */
export function announceWalletChange(sumBalance: number): void {
  window.dispatchEvent(new CustomEvent<number>(WALLET_CHANGED_EVENT, { detail: sumBalance }));
}

/** Calls `listener` with each new balance; returns the unsubscribe. */
export function onWalletChange(listener: (sumBalance: number) => void): () => void {
  const handle = (event: Event) => {
    const { detail } = event as CustomEvent<unknown>;
    if (typeof detail === 'number' && Number.isFinite(detail)) listener(detail);
  };
  window.addEventListener(WALLET_CHANGED_EVENT, handle);
  return () => window.removeEventListener(WALLET_CHANGED_EVENT, handle);
}
