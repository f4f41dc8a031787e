import { queryOptions } from '@tanstack/react-query';
import type { ChatService } from '#schemas/support-api.ts';
import { getChatHistory, getChatMessage, getDomainRoutesList, getFeedbackList } from './support.ts';

/** How often the chat badge asks for the unread count while the window is closed. */
export const CHAT_UNREAD_POLL_MS = 2000;
/** How often an open chat room asks for new lines. */
export const CHAT_HISTORY_POLL_MS = 1000;

/** The chat's unread count of `account` (token), polled. */
export const chatUnreadQuery = (account: string) =>
  queryOptions({
    queryKey: ['member', 'chat', 'unread', account] as const,
    queryFn: async () => (await getChatMessage()).unReadCount,
    enabled: account !== '',
    refetchInterval: CHAT_UNREAD_POLL_MS,
  });

/** The conversation of `account` with `service`, polled while shown. */
export const chatHistoryQuery = (account: string, service: ChatService) =>
  queryOptions({
    queryKey: ['member', 'chat', 'history', service, account] as const,
    queryFn: () => getChatHistory(service),
    enabled: account !== '',
    refetchInterval: CHAT_HISTORY_POLL_MS,
  });

/** The member's own feedback with replies. */
export const feedbackListQuery = (account: string) =>
  queryOptions({
    queryKey: ['member', 'feedback', account] as const,
    queryFn: () => getFeedbackList(),
    enabled: account !== '',
  });

/** The route list (spec section 7: domain routes). */
export const domainRoutesQuery = () =>
  queryOptions({
    queryKey: ['system', 'domain-routes'] as const,
    queryFn: () => getDomainRoutesList(),
  });
