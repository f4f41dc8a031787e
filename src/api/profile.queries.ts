import { queryOptions } from '@tanstack/react-query';
import { getProfile } from './profile.ts';

/** The profile of `account` (under 'member': logout drops it). */
export const profileQuery = (account: string) =>
  queryOptions({
    queryKey: ['member', 'profile', account] as const,
    queryFn: () => getProfile(),
    enabled: account !== '',
  });
