import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { findAffiliateAgent } from '#mock-server/register.ts';
import { resolve } from '#mock-server/route.ts';

/**
 * GET /wps/agent/affiliate?code=&domain= (spec section 7): whether an invitation code exists,
 * case ignored. `domain` is accepted and not checked (demos run on any host).
 */
export function affiliateHandlers(ctx: PlatformContext) {
  return [
    resolve(ctx, ENDPOINTS.checkAffiliate, ({ request }) => {
      const code = new URL(request.url).searchParams.get('code')?.trim() ?? '';
      if (!code) {
        return fail(400, say(replyLanguage(request, ctx.brand.app.defaultLanguage), 'badRequest'));
      }
      return ok({ valid: findAffiliateAgent(ctx, code) !== undefined });
    }),
  ];
}
