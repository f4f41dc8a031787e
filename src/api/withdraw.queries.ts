import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getWithdrawals, getWithdrawInfo } from './withdraw.ts';

/** Every withdraw query of a member (under 'member': logout drops them). */
export const withdrawKey = ['member', 'withdraw'] as const;

/** The withdraw page's information of `account` (token). */
export const withdrawInfoQuery = (account: string) =>
  queryOptions({
    queryKey: [...withdrawKey, 'info', account] as const,
    queryFn: () => getWithdrawInfo(),
    enabled: account !== '',
  });

/** The withdrawals of `account`, newest first. */
export const withdrawalsQuery = (account: string) =>
  queryOptions({
    queryKey: [...withdrawKey, 'records', account] as const,
    queryFn: () => getWithdrawals(),
    enabled: account !== '',
  });

/** Loads the withdraw information and records again (after a withdrawal, account, answer). */
export const invalidateWithdraw = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: withdrawKey });
