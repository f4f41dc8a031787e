import type { MemberInfo } from '#schemas/platform-api.ts';
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
export function restoreMember(token: string): Promise<MemberInfo> {
  const taken = early;
  early = null;
  return taken?.token === token ? taken.member : getMemberInfo(token);
}
