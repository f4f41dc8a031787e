import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  getMissionLeaderboard,
  getMissionSummary,
  getReferral,
  getSignInStatus,
  getVipInfo,
} from './loyalty.ts';

/** Sign-in, missions, referral and VIP queries of a member (under 'member'). */
export const loyaltyKey = ['member', 'loyalty'] as const;

export const signInStatusQuery = (account: string) =>
  queryOptions({
    queryKey: [...loyaltyKey, 'signIn', account] as const,
    queryFn: () => getSignInStatus(),
    enabled: account !== '',
  });

/** The missions; also the member centre menu's badge (pending count). */
export const missionSummaryQuery = (account: string) =>
  queryOptions({
    queryKey: [...loyaltyKey, 'missions', account] as const,
    queryFn: () => getMissionSummary(),
    enabled: account !== '',
  });

export const missionLeaderboardQuery = (account: string) =>
  queryOptions({
    queryKey: [...loyaltyKey, 'leaderboard', account] as const,
    queryFn: () => getMissionLeaderboard(),
    enabled: account !== '',
  });

export const referralQuery = (account: string) =>
  queryOptions({
    queryKey: [...loyaltyKey, 'referral', account] as const,
    queryFn: () => getReferral(),
    enabled: account !== '',
  });

export const vipInfoQuery = (account: string) =>
  queryOptions({
    queryKey: [...loyaltyKey, 'vip', account] as const,
    queryFn: () => getVipInfo(),
    enabled: account !== '',
  });

/** Loads sign-in, missions and the leaderboard again (after a sign-in or a claim). */
export const invalidateLoyalty = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: loyaltyKey });
