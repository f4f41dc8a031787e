import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Withdrawal, WithdrawInfo } from '#schemas/withdraw-api.ts';
import { invalidateBalance } from '#src/api/member.queries.ts';
import {
  invalidateWithdraw,
  withdrawalsQuery,
  withdrawInfoQuery,
} from '#src/api/withdraw.queries.ts';
import { useSession } from '#src/shared/session.tsx';

export interface WithdrawData {
  info: WithdrawInfo | null;
  records: Withdrawal[];
  failed: boolean;
  /** When the records arrived (epoch ms): confirmation timers count from it. */
  loadedAt: number;
  /** Loads the page's data and the balance again (after money moved or an answer). */
  reload: () => void;
}

/** The withdraw page's information and the member's withdrawals. */
export function useWithdrawData(): WithdrawData {
  const queryClient = useQueryClient();
  const account = useSession().member?.account ?? '';
  const info = useQuery(withdrawInfoQuery(account));
  const records = useQuery(withdrawalsQuery(account));
  const reload = useCallback(() => {
    void invalidateWithdraw(queryClient);
    void invalidateBalance(queryClient);
  }, [queryClient]);
  return {
    info: info.data ?? null,
    records: records.data ?? [],
    failed: info.isError || records.isError,
    loadedAt: records.dataUpdatedAt,
    reload,
  };
}
