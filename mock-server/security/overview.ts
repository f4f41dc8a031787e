import type { BankCard, SecurityOverview } from '#schemas/account-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { maskCard, maskEmail, maskMobile } from '#mock-server/security/mask.ts';
import { realNameOf } from '#mock-server/security/two-step.ts';

/** The member's bank cards (the withdraw page's bank accounts), oldest first. */
export function bankCardsOf(ctx: PlatformContext, memberId: number): BankCard[] {
  return ctx.db.withdrawAccounts
    .findMany((q) => q.where({ memberId, kind: 'bank' }))
    .map((card) => ({
      id: card.id,
      bankName: card.provider,
      maskedNumber: maskCard(card.number),
      accountName: card.holder ?? '',
    }));
}

/**
 * What is set and the level it gives: the login password always, then the withdraw password,
 * mobile, e-mail, real name, a bank card and the authenticator, one share each. High from 6 of
 * 7, medium from 4.
 */
export function securityOverview(ctx: PlatformContext, member: MemberRecord): SecurityOverview {
  const settings = ctx.db.accountSettings.findFirst((q) => q.where({ memberId: member.id }));
  const bankCards = bankCardsOf(ctx, member.id).length;
  const items = [
    true,
    Boolean(member.paymentPassword),
    Boolean(member.mobileNum),
    Boolean(member.email),
    Boolean(realNameOf(member)),
    bankCards > 0,
    Boolean(settings?.totpSecret),
  ];
  const set = items.filter(Boolean).length;
  return {
    score: Math.round((set / items.length) * 100),
    level: set >= 6 ? 'high' : set >= 4 ? 'medium' : 'low',
    loginPassword: true,
    withdrawPassword: Boolean(member.paymentPassword),
    mobile: maskMobile(member.countryDialingCode, member.mobileNum),
    email: maskEmail(member.email),
    realName: realNameOf(member),
    bankCards,
    authenticator: Boolean(settings?.totpSecret),
  };
}
