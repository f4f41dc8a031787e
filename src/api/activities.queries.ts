import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getActivities, getActivityDetail, getRewards, getWinnerBoard } from './activities.ts';

/** Promotion data with the caller's status: under 'member' so logging out drops it. */
export const activitiesKey = ['member', 'promotions'] as const;

/** The promotions of `type` (null: all) as `account` ('' for a guest) sees them, in `language`. */
export const activitiesQuery = (type: string | null, account: string, language: string) =>
  queryOptions({
    queryKey: [...activitiesKey, 'list', type ?? 'all', account, language] as const,
    queryFn: ({ signal }) => getActivities(type, signal),
  });

/** One promotion with its terms and the caller's application. */
export const activityDetailQuery = (id: number, account: string, language: string) =>
  queryOptions({
    queryKey: [...activitiesKey, 'detail', id, account, language] as const,
    queryFn: ({ signal }) => getActivityDetail(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });

/** The bonus centre of `account`. */
export const rewardsQuery = (account: string, language: string) =>
  queryOptions({
    queryKey: [...activitiesKey, 'rewards', account, language] as const,
    queryFn: ({ signal }) => getRewards(signal),
    enabled: account !== '',
  });

/** Loads statuses, applications and bonuses again (after joining, applying or claiming). */
export const invalidateActivities = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: activitiesKey });

/** The winner board; it moves on the platform's clock, so it is read again every minute. */
export const winnerBoardQuery = (language: string) =>
  queryOptions({
    queryKey: ['winnerBoard', language] as const,
    queryFn: ({ signal }) => getWinnerBoard(signal),
    refetchInterval: 60_000,
  });
