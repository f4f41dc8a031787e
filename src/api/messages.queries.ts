import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getUnreadCount } from './messages.ts';

/** The unread counts (whatever account): what reading a message invalidates. */
export const unreadCountKey = ['member', 'unread'] as const;

/** How many of `account`'s messages are unread (token). */
export const unreadCountQuery = (account: string) =>
  queryOptions({
    queryKey: [...unreadCountKey, account] as const,
    queryFn: () => getUnreadCount(),
    enabled: account !== '',
  });

/** Loads the unread count again: after a message is read or deleted. */
export const invalidateUnreadCount = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: unreadCountKey });
