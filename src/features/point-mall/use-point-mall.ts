import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateBalance } from '#src/api/member.queries.ts';
import {
  invalidatePoints,
  pointsBalanceQuery,
  pointsConfigQuery,
} from '#src/api/points.queries.ts';
import { useSession } from '#src/shared/session.tsx';

/** The member's account (empty for a guest), points, settings and a reload after changes. */
export function usePointMall() {
  const queryClient = useQueryClient();
  const account = useSession().member?.account ?? '';
  const balance = useQuery(pointsBalanceQuery(account));
  const config = useQuery(pointsConfigQuery(account));
  /** After points or money moved: points, items, history, records and the header's balance. */
  const changed = useCallback(() => {
    void invalidatePoints(queryClient);
    void invalidateBalance(queryClient);
  }, [queryClient]);
  return {
    account,
    points: balance.data?.points ?? null,
    config: config.data ?? null,
    failed: balance.isError || config.isError,
    retry: () => {
      void balance.refetch();
      void config.refetch();
    },
    changed,
  };
}
