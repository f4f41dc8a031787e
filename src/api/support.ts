import * as support from '#schemas/endpoints/support.ts';
import type { ChatService, FeedbackSubmission } from '#schemas/support-api.ts';
import { call } from './client.ts';

/** Sends a feedback (PUT /wps/feedback). */
export const putFeedback = (body: FeedbackSubmission) => call(support.putFeedback, { body });

/** The member's own feedback with the platform's replies. */
export const getFeedbackList = () => call(support.getFeedbackList);

/** The chat room's address (spec section 7: b2c 1, title, language, headerColor). */
export const getChatUrl = (query: {
  title: string;
  language: string;
  headerColor: string;
  service?: ChatService;
}) => call(support.getChatUrl, { query: { b2c: 1, ...query } });

/** The chat's unread count (spec section 7: chat message unReadCount). */
export const getChatMessage = () => call(support.getChatMessage);

/** The conversation with `service`; reading it marks the agent's lines read. */
export const getChatHistory = (service: ChatService) =>
  call(support.getChatHistory, { query: { service } });

export const postChatMessage = (service: ChatService, text: string) =>
  call(support.postChatMessage, { body: { service, text } });

/** Asks one domain of the route list; resolves when it answers (the speed test times it). */
export const pingDomainRoute = (domain: string) =>
  call(support.pingDomainRoute, { query: { domain } });

export { getDomainRoutes as getDomainRoutesList } from './system.ts';
