/** Context of the session machine. */
import type { PermissionConfig } from '#schemas/platform-api.ts';
import type { Failure } from '../failure.ts';
import type { MemberInfo } from '../types.ts';

export interface SessionInput {
  /** The token in session storage at start; null when absent or unreadable. */
  storedToken: string | null;
  /** A token in the page query string at start (it wins over the stored one). */
  urlToken: string | null;
}

export interface SessionContext {
  /** The session token; null when logged out. */
  token: string | null;
  /** Member info of the logged-in member; null until loaded. */
  member: MemberInfo | null;
  /** Dial code of the visitor's country, for the mobile fields. */
  countryCode: string | null;
  /** Permission and whitelabel configuration. */
  permission: PermissionConfig | null;
  /** A token waiting for the boot to finish (from storage, or a login during the boot). */
  storedToken: string | null;
  /**
   * A token from the query string (a sign-in link): waiting for the boot, for its member to load,
   * or for the visitor's answer when another member's session is open in this tab.
   */
  urlToken: string | null;
  /** The member the link's token signs in as, once loaded; null otherwise. */
  linkMember: MemberInfo | null;
  /** Why the country code or permission could not be loaded (the app goes on without). */
  bootFailures: Failure[];
  /** Why member info could not be restored (not a 401: the token may still be good). */
  failure: Failure | null;
  /**
   * The account whose session the platform ended with a 401 (not a logout): its open pages
   * stay, with what was typed, until it logs in again; a logout or a login clears it.
   */
  expiredAccount: string | null;
}

export function initialContext(input: SessionInput): SessionContext {
  return {
    token: null,
    member: null,
    countryCode: null,
    permission: null,
    storedToken: input.storedToken,
    urlToken: input.urlToken,
    linkMember: null,
    bootFailures: [],
    failure: null,
    expiredAccount: null,
  };
}
