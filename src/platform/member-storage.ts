import type { MemberInfo } from '#schemas/platform-api.ts';
import { session } from './safe-storage.ts';
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
