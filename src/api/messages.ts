import * as member from '#schemas/endpoints/member.ts';
import { call } from './client.ts';

/** How many of the member's messages are unread (token); the header shows a dot above 0. */
export const getUnreadCount = () => call(member.getUnreadCount);
