import * as member from '#schemas/endpoints/member.ts';
import { call } from './client.ts';

/** The logged-in member (token). With `token`, the member of that token (a sign-in link's), whatever the session holds. */
export const getMemberInfo = (token?: string) => call(member.getMemberInfo, { token });

/** The member's avatar as an image URL (a data URL from the simulated platform). */
export const getMemberIcon = () => call(member.getMemberIcon);

/** Main wallet plus game wallets (token). */
export const getBalance = () => call(member.getBalance);

/** Reports the interface language of a logged-in member (spec section 1). */
export const updateLanguage = (language: string) =>
  call(member.updateLanguage, { body: { language } });

/** Ends the session of the token (spec section 4: logout). */
export const logout = () => call(member.logout);
