import type { MemberInfo } from '#schemas/platform-api.ts';
import { clubLabelOf } from '#mock-server/content/vip-ranks.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { phoneKey } from '#mock-server/phone.ts';

/** The member with this account name (case and surrounding spaces ignored). */
export function findByAccount(ctx: PlatformContext, account: string): MemberRecord | undefined {
  const name = account.trim().toLowerCase();
  return name ? ctx.db.members.findFirst((q) => q.where({ account: name })) : undefined;
}

/** The member registered with this phone (see `phoneKey` for what counts as the same phone). */
export function findByPhone(
  ctx: PlatformContext,
  countryDialingCode: string,
  mobileNum: string,
): MemberRecord | undefined {
  const key = phoneKey(countryDialingCode, mobileNum);
  return ctx.db.members
    .findMany((q) => q.where({ mobileNum: (number) => number !== null }))
    .find((member) => phoneKey(member.countryDialingCode ?? '', member.mobileNum ?? '') === key);
}

/** What GET /wps/member/info answers for a member. */
export function memberInfoOf(member: MemberRecord): MemberInfo {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    toUpline: member.uplineId !== null,
    clubLabel: clubLabelOf(member.rankLevel),
    memberLabel: member.memberLabels.map((labelName) => ({ labelName })),
  };
}

/** Main wallet plus every game wallet: what the header shows. */
export function sumBalance(ctx: PlatformContext, member: MemberRecord): number {
  const wallets = ctx.db.gameWallets.findMany((q) => q.where({ memberId: member.id }));
  const total = wallets.reduce((sum, wallet) => sum + wallet.balance, member.balance);
  return Math.round(total * 100) / 100;
}
