import type { MemberInfo } from '#schemas/platform-api.ts';
import { nextTask } from '#src/platform/next-task.ts';
import { getMemberInfo } from './member.ts';

/**
 * The restore of a stored session, asked for at boot beside the platform config rather than
 * once the session machine's chunk has loaded and its country code has answered: a member page
 * gets its member two round trips sooner. The machine's restore takes it, once, for its token.
 */
let early: { token: string; member: Promise<MemberInfo> } | null = null;

/** Asks for the member of the stored token (nothing without one). */
export function startMemberRestore(token: string | null): void {
  if (!token) return;
  const member = getMemberInfo(token);
  // Whoever takes it handles a failure; one never taken must not be reported as unhandled.
  member.catch(() => {});
  early = { token, member };
}

/** The member of `token`: the boot's answer when it was asked for this token, else a new call. */
export async function restoreMember(token: string): Promise<MemberInfo> {
  const taken = early;
  early = null;
  if (taken?.token !== token) return getMemberInfo(token);
  const member = await taken.member;
  // Usually answered before the machine starts: the outcome (the member's header and page, a
  // long render) then comes in a task of its own, not in the one that started the machine.
  await nextTask();
  return member;
}
