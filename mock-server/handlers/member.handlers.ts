import type { LanguageUpdate, MemberInfo } from '#schemas/platform-api.ts';
import { memberInfoOf } from '#mock-server/accounts.ts';
import { avatarDataUrl } from '#mock-server/assets/avatar.svg.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readJson } from '#mock-server/encrypted-body.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { apiGet, apiPost } from '#mock-server/route.ts';
import { refuseOtherMember, requireSession } from '#mock-server/session.ts';

/** The logged-in member's own data (token required; nobody reads another member's). */
export function memberHandlers(ctx: PlatformContext) {
  return [
    apiGet<MemberInfo>('/wps/member/info', ({ request }) => {
      const check = requireSession(ctx, request);
      if (!check.ok) return check.response;
      return refuseOtherMember(check.member, request) ?? ok(memberInfoOf(check.member));
    }),

    // `value` is a data URL of an SVG avatar made from the nickname.
    apiGet<string>('/wps/member/info/icon', ({ request }) => {
      const check = requireSession(ctx, request);
      if (!check.ok) return check.response;
      const { account, nickname } = check.member;
      return refuseOtherMember(check.member, request) ?? ok(avatarDataUrl(account, nickname));
    }),

    apiPost<LanguageUpdate, null>('/wps/member/language', async ({ request }) => {
      const check = requireSession(ctx, request);
      if (!check.ok) return check.response;
      const { language } = await readJson<LanguageUpdate>(request);
      if (typeof language !== 'string' || !ctx.brand.app.languages.includes(language)) {
        return fail(400, say(replyLanguage(request, check.member.language), 'unsupportedLanguage'));
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
