import { describe, expect, it, vi } from 'vitest';
import { announceWalletChange, onWalletChange } from './wallet-events.ts';

describe('wallet events', () => {
  it('passes each announced balance to the listeners until they unsubscribe', () => {
    const listener = vi.fn();
    const stop = onWalletChange(listener);
    announceWalletChange(1248.5);
    expect(listener).toHaveBeenCalledWith(1248.5);
    stop();
    announceWalletChange(10);
    expect(listener).toHaveBeenCalledOnce();
  });
});
