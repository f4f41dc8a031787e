import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { ok } from '#mock-server/envelope.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { resolve } from '#mock-server/route.ts';

/**
 * Unread messages per demo account, until the message centre (messageV2) brings a collection
 * of its own: the header's dot shows for demo01, vip01 and agent01 and not for the others.
 */
export const UNREAD_MESSAGES: Readonly<Record<string, number>> = {
  demo01: 2,
  vip01: 5,
  agent01: 1,
};

export const unreadCountOf = (member: MemberRecord): number => UNREAD_MESSAGES[member.account] ?? 0;

/** The member's messages (token required). */
export function messageHandlers(ctx: PlatformContext) {
  return [
    resolve(ctx, ENDPOINTS.getUnreadCount, ({ caller }) =>
      ok({ count: unreadCountOf(caller.member) }),
    ),
  ];
}
