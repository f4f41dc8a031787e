/** Events of the session machine: from the login popup, the API client and the header. */
import type { MemberInfo } from '../types.ts';

export type SessionEvent =
  /** From the login machine (or change password): member given when already loaded. */
  | { type: 'session.loggedIn'; token: string; member?: MemberInfo | null }
  /** The member's own details changed (a nickname saved in the profile): the header follows. */
  | { type: 'session.memberChanged'; member: MemberInfo }
  /** A token arrived in the query string after the boot. */
  | { type: 'session.urlToken'; token: string }
  /** Any call answered 401. */
  | { type: 'session.unauthorized' }
  | { type: 'session.logout' }
  /** Confirms the logout, or the switch to a link's member. */
  | { type: 'session.confirm' }
  /** Keeps the session: no logout, or the link's token dropped. */
  | { type: 'session.cancel' }
  | { type: 'session.retry' };
