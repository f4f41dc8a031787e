import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { balanceQuery, invalidateBalance } from '#src/api/member.queries.ts';
import { useSession } from '#src/shared/session.tsx';
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
 * The player's total balance (main wallet plus game wallets), from the query cache: loaded on
 * mount, loaded again whenever something that moves money invalidates it, and set at once
 * when a game round settles. A failure keeps the last amount and says so.
 */
export function useBalance(): BalanceState {
  const account = useSession().member?.account ?? '';
  const queryClient = useQueryClient();
  const { data, isFetching, isError } = useQuery(balanceQuery(account));

  // A game round settled: its answer carries the new total.
  useEffect(
    () =>
      onWalletChange((sumBalance) =>
        queryClient.setQueryData(balanceQuery(account).queryKey, { sumBalance }),
      ),
    [queryClient, account],
  );

  const refresh = useCallback(() => {
    if (!isFetching) void invalidateBalance(queryClient);
  }, [isFetching, queryClient]);

  return { amount: data?.sumBalance ?? null, loading: isFetching, failed: isError, refresh };
}
