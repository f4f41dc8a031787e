import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getBankCards, getLoginHistory, getSecurityOverview } from './security.ts';

/** Every security query of a member (under 'member': logout drops them). */
export const securityKey = ['member', 'security'] as const;

export const securityOverviewQuery = (account: string) =>
  queryOptions({
    queryKey: [...securityKey, 'overview', account] as const,
    queryFn: () => getSecurityOverview(),
    enabled: account !== '',
  });

export const bankCardsQuery = (account: string) =>
  queryOptions({
    queryKey: [...securityKey, 'bankCards', account] as const,
    queryFn: () => getBankCards(),
    enabled: account !== '',
  });

export const loginHistoryQuery = (account: string) =>
  queryOptions({
    queryKey: [...securityKey, 'logins', account] as const,
    queryFn: () => getLoginHistory(),
    enabled: account !== '',
  });

/** Loads the level and the lists again after a change. */
export const invalidateSecurity = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: securityKey });
