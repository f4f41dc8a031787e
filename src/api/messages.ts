import type { MessageQuery } from '#schemas/records-api.ts';
import * as member from '#schemas/endpoints/member.ts';
import * as messages from '#schemas/endpoints/messages.ts';
import { call } from './client.ts';

/** How many of the member's messages are unread (token); the header shows a dot above 0. */
export const getUnreadCount = () => call(member.getUnreadCount);

/** A page of the inbox, newest first (token). */
export const getMessages = (query: MessageQuery) => call(messages.getMessages, { query });

/** Marks messages read; answers the unread count after. */
export const markMessagesRead = (ids: string[]) =>
  call(messages.markMessagesRead, { body: { ids } });

/** Marks the whole inbox read. */
export const markAllMessagesRead = () => call(messages.markAllMessagesRead);

/** Deletes messages; answers the unread count after. */
export const deleteMessages = (ids: string[]) => call(messages.deleteMessages, { body: { ids } });
