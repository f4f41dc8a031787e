import { queryOptions } from '@tanstack/react-query';
import { getDepositMethods } from './deposit.ts';
import { BOOT_ANSWER_FRESH_MS } from './boot-answer.ts';

/** The deposit options of any account: a completed deposit changes `firstDeposit`. */
export const depositMethodsKey = ['member', 'depositMethods'] as const;

/** The brand's deposit methods for `account`, and whether its first deposit is still to come. */
export const depositMethodsQuery = (account: string) =>
  queryOptions({
    queryKey: [...depositMethodsKey, account] as const,
    queryFn: () => getDepositMethods(),
    enabled: account !== '',
    // Asked for at boot on the deposit page itself (decision 016): that answer serves the page's
    // first render instead of being asked again. A deposit invalidates it.
    staleTime: BOOT_ANSWER_FRESH_MS,
  });
