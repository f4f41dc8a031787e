import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MessageQuery } from '#schemas/records-api.ts';
import { getMessages, getUnreadCount } from './messages.ts';

/** The unread counts (whatever account): what reading a message invalidates. */
export const unreadCountKey = ['member', 'unread'] as const;

/** Every inbox page of a member. */
export const inboxKey = ['member', 'inbox'] as const;

/** How many of `account`'s messages are unread (token). */
export const unreadCountQuery = (account: string) =>
  queryOptions({
    queryKey: [...unreadCountKey, account] as const,
    queryFn: () => getUnreadCount(),
    enabled: account !== '',
  });

/** A page of `account`'s inbox. */
export const inboxQuery = (account: string, query: MessageQuery) =>
  queryOptions({
    queryKey: [...inboxKey, account, query] as const,
    queryFn: () => getMessages(query),
    enabled: account !== '',
    placeholderData: keepPreviousData,
  });

/** Loads the unread count again: after a message is read or deleted. */
export const invalidateUnreadCount = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: unreadCountKey });

/** Loads the inbox and the unread count again (after read, read all, delete). */
export const invalidateInbox = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: inboxKey }),
    invalidateUnreadCount(queryClient),
  ]);
