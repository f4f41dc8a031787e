import * as content from '#schemas/endpoints/content.ts';
import { call } from './client.ts';

/** The online customer-service entries (spec section 7). Token optional: sent when there is one. */
export const getOnlineCustomerService = () => call(content.getOnlineCustomerService);
