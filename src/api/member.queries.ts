import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getBalance, getMemberIcon } from './member.ts';

/**
 * Every query of one member's data starts with 'member' and names the account: logout and
 * login drop them all at once, and one member's answer can never show for another.
 */
export const memberScopeKey = ['member'] as const;

/** All balances (whatever account): what a movement of money invalidates. */
export const balanceKey = ['member', 'balance'] as const;

/** Main wallet plus game wallets of `account` (token). */
export const balanceQuery = (account: string) =>
  queryOptions({
    queryKey: [...balanceKey, account] as const,
    queryFn: () => getBalance(),
    enabled: account !== '',
  });

/** Loads every shown balance again: after a deposit, a withdrawal, a transfer, a bonus. */
export const invalidateBalance = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: balanceKey });

/** The member's avatar as an image URL. */
export const memberIconQuery = (account: string) =>
  queryOptions({
    queryKey: ['member', 'icon', account] as const,
    queryFn: () => getMemberIcon(),
    enabled: account !== '',
  });
