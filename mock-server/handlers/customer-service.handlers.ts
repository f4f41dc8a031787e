import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { encryptCustomerServicePath } from '#schemas/customer-service-cipher.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { ok } from '#mock-server/envelope.ts';
import { resolve } from '#mock-server/route.ts';

/** The in-app page the type-'3' entry points at (same origin, so the popup may open it). */
export const CUSTOMER_SERVICE_URL = '/support/livechat';

/**
 * The online customer service (spec section 7; path and cipher are our choice, see
 * README). Token optional. Type '3' is `CUSTOMER_SERVICE_URL` encrypted with a fresh
 * 8-character key per call; '1' and '2' are plain paths the web does not use.
 */
export function customerServiceHandlers(ctx: PlatformContext) {
  return [
    resolve(ctx, ENDPOINTS.getOnlineCustomerService, async () => {
      const key = ctx.random().alphanumeric(8);
      return ok({
        version: {
          pathList: [
            { type: '1', path: '/download' },
            { type: '2', path: '/help' },
            { type: '3', path: await encryptCustomerServicePath(CUSTOMER_SERVICE_URL, key) },
          ],
        },
      });
    }),
  ];
}
