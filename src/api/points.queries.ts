import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PointType } from '#schemas/loyalty-api.ts';
import {
  getPointRecords,
  getPointsBalance,
  getPointsConfig,
  getPointsRewards,
  getRedemptions,
} from './points.ts';

/** Every point mall query of a member (under 'member': logout drops them). */
export const pointsKey = ['member', 'points'] as const;

export const pointsBalanceQuery = (account: string) =>
  queryOptions({
    queryKey: [...pointsKey, 'balance', account] as const,
    queryFn: () => getPointsBalance(),
    enabled: account !== '',
  });

export const pointsRewardsQuery = (account: string) =>
  queryOptions({
    queryKey: [...pointsKey, 'rewards', account] as const,
    queryFn: () => getPointsRewards(),
    enabled: account !== '',
  });

export const pointsConfigQuery = (account: string) =>
  queryOptions({
    queryKey: [...pointsKey, 'config', account] as const,
    queryFn: () => getPointsConfig(),
    enabled: account !== '',
    staleTime: Infinity,
  });

export const redemptionsQuery = (account: string) =>
  queryOptions({
    queryKey: [...pointsKey, 'redemptions', account] as const,
    queryFn: () => getRedemptions(),
    enabled: account !== '',
  });

export const pointRecordsQuery = (account: string, type: PointType | undefined) =>
  queryOptions({
    queryKey: [...pointsKey, 'records', account, type ?? 'all'] as const,
    queryFn: () => getPointRecords(type),
    enabled: account !== '',
  });

/** Loads points, items, redemptions and records again (after a redemption or conversion). */
export const invalidatePoints = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: pointsKey });
