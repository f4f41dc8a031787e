import type { MemberInfo } from '#schemas/platform-api.ts';
import { session } from './safe-storage.ts';
import { readSessionToken } from './session-token.ts';
import { SESSION_KEYS } from './storage-keys.ts';

/** Writes the session token (spec section 3). */
export function saveSessionToken(token: string): void {
  session.set(SESSION_KEYS.token, token);
}

/** Writes who the member is to session storage, under the keys of spec section 3. */
export function saveMemberToSession(member: MemberInfo): void {
  const label = member.memberLabel[0]?.labelName ?? '';
  session.set(SESSION_KEYS.account, member.account);
  session.set(SESSION_KEYS.username, member.account);
  session.set(SESSION_KEYS.nickname, member.nickname);
  session.set(SESSION_KEYS.customerId, String(member.id));
  session.set(SESSION_KEYS.isAgent, String(member.type));
  session.set(SESSION_KEYS.toUpline, String(member.toUpline));
  session.set(SESSION_KEYS.memberLabel, label);
  session.set(SESSION_KEYS.memberLabelTextColor, member.clubLabel.color);
  session.set(SESSION_KEYS.memberLabelBgColor, member.clubLabel.color2);
}

/** Who the stored session belongs to, as saved at its login or last restore. */
export interface StoredMember {
  account: string;
  /** The member type (spec section 3's `isAgent` key). */
  type: number;
}

/**
 * The member of the stored session as last saved, before the platform confirms it: null for a
 * visitor, or when no member was saved beside the token (a sign-in link not yet checked).
 */
export function readStoredMember(): StoredMember | null {
  const account = session.get(SESSION_KEYS.account) ?? '';
  const type = Number(session.get(SESSION_KEYS.isAgent) ?? Number.NaN);
  if (readSessionToken() === null || account === '' || !Number.isInteger(type)) return null;
  return { account, type };
}

/** Removes every session key of spec section 3 (the merchant ones included). */
export function clearSessionStorage(): void {
  for (const key of Object.values(SESSION_KEYS)) session.remove(key);
}

/** Sets the brand's merchant keys again (after a logout cleared them). */
export function saveMerchant({
  merchant,
  merchantCode,
  platform,
}: {
  merchant: string;
  merchantCode: string;
  platform: string;
}): void {
  session.set(SESSION_KEYS.merchant, merchant);
  session.set(SESSION_KEYS.merchantCode, merchantCode);
  session.set(SESSION_KEYS.platform, platform);
}

/**
 * A session belongs to the brand it was opened on (issue 21, finding 14). Called by the boot
 * before anything reads the token: when this tab last ran another brand (or a token sits in
 * storage with no brand beside it), every session key goes, so a demo01 token opened on
 * `?brand=demo` never reaches nightowl's guard. The merchant keys then name this brand (spec
 * section 3 lists them among the session keys). Returns true when a session was ended.
 */
export function claimSessionForBrand(brand: {
  id: string;
  merchantCode: string;
  platform: string;
}): boolean {
  const owner = session.get(SESSION_KEYS.merchant);
  const hasToken = (session.get(SESSION_KEYS.token) ?? '') !== '';
  const ended = owner !== brand.id && (owner !== null || hasToken);
  if (ended) clearSessionStorage();
  saveMerchant({ merchant: brand.id, merchantCode: brand.merchantCode, platform: brand.platform });
  return ended;
}
