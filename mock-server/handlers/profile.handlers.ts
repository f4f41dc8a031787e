import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { MemberProfileView, ProfileUpdate } from '#schemas/account-api.ts';
import {
  checkBirthday,
  checkContact,
  CONTACT_FIELDS,
  isNickname,
  isRealName,
  MIN_AGE,
  normaliseName,
  type ContactField,
} from '#schemas/account-rules.ts';
import { readRules } from '#schemas/register-rules.ts';
import { avatarDataUrl } from '#mock-server/assets/avatar.svg.ts';
import { clubLabelOf } from '#mock-server/content/vip-ranks.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readJson } from '#mock-server/encrypted-body.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { resolve } from '#mock-server/route.ts';
import { setRealName } from '#mock-server/handlers/security.handlers.ts';
import { maskEmail, maskMobile } from '#mock-server/security/mask.ts';
import { settingsOf, updateSettings } from '#mock-server/security/settings.ts';

/** The brand's registration rules of the contact fields it enables (the profile shows those). */
export function contactRules(ctx: PlatformContext) {
  const rules = readRules(ctx.brand.platform.registerRules, () => {});
  return CONTACT_FIELDS.flatMap((field) => {
    const rule = rules[field];
    return rule?.enabled ? [[field, rule] as const] : [];
  });
}

/**
 * The profile (spec sections 2 and 3): nickname, avatar, real name (no diacritics, set once),
 * birthday (18 or older), the contacts the brand's registration rules enable, checked by them.
 */
export function profileHandlers(ctx: PlatformContext) {
  const view = async (member: MemberRecord): Promise<MemberProfileView> => {
    const settings = await settingsOf(ctx, member.id);
    const contacts: Partial<Record<ContactField, string | null>> = {};
    for (const [field] of contactRules(ctx)) contacts[field] = member.profile?.[field] ?? null;
    return {
      account: member.account,
      nickname: member.nickname,
      avatarUrl: avatarDataUrl(member.account, member.nickname),
      realName: member.profile?.payeeName ?? null,
      birthday: settings.birthday,
      email: maskEmail(member.email),
      mobile: maskMobile(member.countryDialingCode, member.mobileNum),
      contacts,
      memberLabel: member.memberLabels.map((labelName) => ({ labelName })),
      clubLabel: clubLabelOf(member.rankLevel),
    };
  };
  const reread = (id: number) => ctx.db.members.findFirst((q) => q.where({ id }), { strict: true });

  return [
    resolve(ctx, ENDPOINTS.getProfile, async ({ caller }) => ok(await view(caller.member))),

    resolve(ctx, ENDPOINTS.updateProfile, async ({ request, caller }) => {
      const { member } = caller;
      const language = replyLanguage(request, member.language);
      const body = await readJson<ProfileUpdate>(request);

      // Every field is checked before anything changes.
      const nickname = typeof body.nickname === 'string' ? body.nickname.trim() : undefined;
      if (nickname !== undefined && !isNickname(nickname)) {
        return fail(400, say(language, 'nicknameFormat'));
      }
      const realName =
        typeof body.realName === 'string' && body.realName.trim() !== ''
          ? normaliseName(body.realName)
          : undefined;
      if (realName !== undefined) {
        if (member.profile?.payeeName) return fail(400, say(language, 'realNameAlreadySet'));
        if (!isRealName(realName)) return fail(400, say(language, 'realNameFormat'));
      }
      const birthday =
        typeof body.birthday === 'string' && body.birthday !== '' ? body.birthday : undefined;
      if (birthday !== undefined) {
        const verdict = checkBirthday(birthday, ctx.clock.now());
        if (verdict === 'format') return fail(400, say(language, 'birthdayFormat'));
        if (verdict === 'tooYoung') {
          return fail(400, say(language, 'birthdayTooYoung', { age: MIN_AGE }));
        }
      }
      const contacts: Partial<Record<ContactField, string | null>> = {};
      for (const [field, rule] of contactRules(ctx)) {
        const value = body.contacts?.[field];
        if (typeof value !== 'string') continue;
        if (checkContact(rule, value) !== 'ok') {
          return fail(400, say(language, 'contactFormat', { field }));
        }
        contacts[field] = value.trim() === '' ? null : value.trim();
      }

      if (realName !== undefined) await setRealName(ctx, member, realName);
      await ctx.db.members.update((q) => q.where({ id: member.id }), {
        data(record) {
          if (nickname !== undefined) record.nickname = nickname;
          if (record.profile) Object.assign(record.profile, contacts);
          else if (Object.keys(contacts).length > 0) {
            record.profile = {
              payeeName: null,
              qqNum: null,
              line: null,
              whatsapp: null,
              zalo: null,
              facebook: null,
              wechat: null,
              idNumber: null,
              ...contacts,
            };
          }
        },
      });
      if (birthday !== undefined) {
        await updateSettings(ctx, member.id, (record) => {
          record.birthday = birthday;
        });
      }
      return ok(await view(reread(member.id)));
    }),
  ];
}
