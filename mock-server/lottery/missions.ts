import type { MemberRecord } from '#mock-server/models.ts';

/**
 * Pending missions per demo account, until missions have a collection of their own: the
 * missionLeaderboard badge shows for demo01, vip01 and agent01 and not for the others.
 */
export const PENDING_MISSIONS: Readonly<Record<string, number>> = {
  demo01: 3,
  vip01: 1,
  agent01: 2,
};

/** How many missions a member has pending. */
export function pendingMissionsOf(member: MemberRecord): number {
  return PENDING_MISSIONS[member.account] ?? 0;
}
