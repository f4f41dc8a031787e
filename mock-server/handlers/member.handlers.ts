import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { LanguageUpdate } from '#schemas/platform-api.ts';
import { memberInfoOf } from '#mock-server/accounts.ts';
import { avatarDataUrl } from '#mock-server/assets/avatar.svg.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readJson } from '#mock-server/encrypted-body.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { resolve } from '#mock-server/route.ts';

/** The logged-in member's own data (token required; nobody reads another member's). */
export function memberHandlers(ctx: PlatformContext) {
  return [
    resolve(ctx, ENDPOINTS.getMemberInfo, ({ caller }) => ok(memberInfoOf(caller.member))),

    // `value` is a data URL of an SVG avatar made from the nickname.
    resolve(ctx, ENDPOINTS.getMemberIcon, ({ caller }) =>
      ok(avatarDataUrl(caller.member.account, caller.member.nickname)),
    ),

    resolve(ctx, ENDPOINTS.updateLanguage, async ({ request, caller }) => {
      const { language } = await readJson<LanguageUpdate>(request);
      if (typeof language !== 'string' || !ctx.brand.app.languages.includes(language)) {
        return fail(
          400,
          say(replyLanguage(request, caller.member.language), 'unsupportedLanguage'),
        );
      }
      await ctx.db.members.update((q) => q.where({ id: caller.member.id }), {
        data(member) {
          member.language = language;
        },
      });
      return ok(null);
    }),
  ];
}
