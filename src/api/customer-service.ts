import type { OnlineCustomerService } from '#schemas/platform-api.ts';
import { request } from './client.ts';

/** The online customer-service entries (spec section 7). Token optional: sent when there is one. */
export const getOnlineCustomerService = () =>
  request<OnlineCustomerService>('/wps/relay/MCSFE_getOnlineCustomerService', { auth: true });
