import type { UnreadCount } from '#schemas/platform-api.ts';
import { request } from './client.ts';

/** How many of the member's messages are unread (token); the header shows a dot above 0. */
export const getUnreadCount = () =>
  request<UnreadCount>('/wps/relay/MCSFE_getUnreadCount', { auth: true });
