import type { MessageChange, MessageIds, MessagePage, MessageQuery } from '#schemas/records-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/** The message centre (messageV2): the member's inbox, read state and deletion. */

/** A page of the inbox, newest first, with how many are unread. */
export const getMessages = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMessagesV2',
  access: 'member',
  ownData: true,
  wire: wire<{ query: MessageQuery; response: MessagePage }>(),
});

/** Marks messages read; unknown ids (another member's too) are ignored. */
export const markMessagesRead = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_readMessages',
  access: 'member',
  body: 'json',
  wire: wire<{ body: MessageIds; response: MessageChange }>(),
});

/** Marks the whole inbox read. */
export const markAllMessagesRead = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_readAllMessages',
  access: 'member',
  wire: wire<{ response: MessageChange }>(),
});

/** Deletes messages from the inbox. */
export const deleteMessages = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_deleteMessages',
  access: 'member',
  body: 'json',
  wire: wire<{ body: MessageIds; response: MessageChange }>(),
});
