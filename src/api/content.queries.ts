import { queryOptions } from '@tanstack/react-query';
import { getAnnouncements, getBanners } from './content.ts';

/**
 * The banners of one path group, e.g. `w_home`. Boot asks for the first page's group before
 * the strip mounts; a minute of freshness lets the strip take that answer without asking again.
 */
export const bannersQuery = (group: string) =>
  queryOptions({
    queryKey: ['content', 'banners', group] as const,
    queryFn: () => getBanners(group),
    staleTime: 60_000,
  });

/** One page of the announcement list. */
export const announcementsQuery = (pageNo: number) =>
  queryOptions({
    queryKey: ['content', 'announcements', pageNo] as const,
    queryFn: () => getAnnouncements(pageNo),
  });
