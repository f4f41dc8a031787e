import type { PlatformContext } from '#mock-server/context.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { apiPost } from '#mock-server/route.ts';
import { requireSession } from '#mock-server/session.ts';

/** Body of POST /wps/member/language. */
export interface LanguageUpdate {
  language: string;
}

/** Member calls (token required). Login, info and the member centre come later. */
export function memberHandlers(ctx: PlatformContext) {
  return [
    apiPost<LanguageUpdate, null>('/wps/member/language', async ({ request }) => {
      const check = requireSession(ctx, request);
      if (!check.ok) return check.response;
      const body: unknown = await request.json().catch(() => null);
      const language =
        typeof body === 'object' && body !== null && 'language' in body ? body.language : null;
      if (typeof language !== 'string' || !ctx.brand.app.languages.includes(language)) {
        return fail(400, 'Unsupported language');
      }
      await ctx.db.members.update((q) => q.where({ id: check.member.id }), {
        data(member) {
          member.language = language;
        },
      });
      return ok(null);
    }),
  ];
}
