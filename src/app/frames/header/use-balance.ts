import { useCallback, useEffect, useState } from 'react';
import { getBalance } from '#src/api/member.ts';
import { onWalletChange } from '#src/platform/wallet-events.ts';

export interface BalanceState {
  /** sumBalance; null until the first answer. */
  amount: number | null;
  loading: boolean;
  failed: boolean;
  /** Loads it again (ignored while a load is running). */
  refresh: () => void;
}

/**
 * The player's total balance (main wallet plus game wallets), loaded on mount and updated when
 * a game round settles.
 */
export function useBalance(): BalanceState {
  const [state, setState] = useState({
    amount: null as number | null,
    loading: true,
    failed: false,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    getBalance().then(
      ({ sumBalance }) => live && setState({ amount: sumBalance, loading: false, failed: false }),
      // A 401 ends the session on its own; anything else keeps the last amount and says so.
      () => live && setState((s) => ({ ...s, loading: false, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  // A game round settled: its answer carries the new total.
  useEffect(
    () => onWalletChange((amount) => setState({ amount, loading: false, failed: false })),
    [],
  );

  const { loading } = state;
  const refresh = useCallback(() => {
    if (loading) return;
    setState((s) => ({ ...s, loading: true }));
    setAttempt((n) => n + 1);
  }, [loading]);

  return { ...state, refresh };
}
