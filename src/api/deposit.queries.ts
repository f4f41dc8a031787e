import { queryOptions } from '@tanstack/react-query';
import { getDepositMethods } from './deposit.ts';

/** The deposit options of any account: a completed deposit changes `firstDeposit`. */
export const depositMethodsKey = ['member', 'depositMethods'] as const;

/** The brand's deposit methods for `account`, and whether its first deposit is still to come. */
export const depositMethodsQuery = (account: string) =>
  queryOptions({
    queryKey: [...depositMethodsKey, account] as const,
    queryFn: () => getDepositMethods(),
    enabled: account !== '',
  });
