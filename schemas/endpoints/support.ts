import type {
  ChatLine,
  ChatService,
  FeedbackItem,
  FeedbackSubmission,
} from '#schemas/support-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/**
 * Chat, feedback and the domain speed test (spec sections 3 and 7). Paths the spec does not
 * give (chat URL, chat message, chat history, feedback list, route ping) are our choice; see
 * mock-server/README.md.
 */

/** PUT /wps/feedback (token): a new feedback. */
export const putFeedback = defineEndpoint({
  method: 'PUT',
  path: '/wps/feedback',
  access: 'member',
  body: 'json',
  wire: wire<{ body: FeedbackSubmission; response: FeedbackItem }>(),
});

/** The member's own feedback, newest first, with the platform's replies. */
export const getFeedbackList = defineEndpoint({
  method: 'GET',
  path: '/wps/feedback/list',
  access: 'member',
  ownData: true,
  wire: wire<{ response: FeedbackItem[] }>(),
});

/** Chat URL (spec section 7: b2c 1, title, language, headerColor); `service` is our addition. */
export const getChatUrl = defineEndpoint({
  method: 'GET',
  path: '/wps/chat/url',
  access: 'member',
  refuseTrial: 'games',
  wire: wire<{
    query: { b2c: 1; title: string; language: string; headerColor: string; service?: ChatService };
    response: { chatUrl: string };
  }>(),
});

/** Chat message (spec section 7): the agent's lines the member has not read yet. */
export const getChatMessage = defineEndpoint({
  method: 'GET',
  path: '/wps/chat/message',
  access: 'member',
  wire: wire<{ response: { unReadCount: number } }>(),
});

/** The conversation with one service so far; reading it marks the agent's lines read. */
export const getChatHistory = defineEndpoint({
  method: 'GET',
  path: '/wps/chat/history',
  access: 'member',
  refuseTrial: 'games',
  wire: wire<{ query: { service: ChatService }; response: ChatLine[] }>(),
});

/** Sends a line to a service; a scripted agent answers after `CHAT_REPLY_DELAY_MS`. */
export const postChatMessage = defineEndpoint({
  method: 'POST',
  path: '/wps/chat/history',
  access: 'member',
  refuseTrial: 'games',
  body: 'json',
  wire: wire<{ body: { service: ChatService; text: string }; response: ChatLine }>(),
});

/** One domain of the route list, answered after that domain's delay (the speed test). */
export const pingDomainRoute = defineEndpoint({
  method: 'GET',
  path: '/wps/system/domainRoute/ping',
  access: 'public',
  wire: wire<{ query: { domain: string }; response: { domain: string } }>(),
});
