import * as member from '#schemas/endpoints/member.ts';
import { call } from './client.ts';

/** The logged-in member (token). */
export const getMemberInfo = () => call(member.getMemberInfo);

/** The member's avatar as an image URL (a data URL from the simulated platform). */
export const getMemberIcon = () => call(member.getMemberIcon);

/** Main wallet plus game wallets (token). */
export const getBalance = () => call(member.getBalance);

/** Reports the interface language of a logged-in member (spec section 1). */
export const updateLanguage = (language: string) =>
  call(member.updateLanguage, { body: { language } });

/** Ends the session of the token (spec section 4: logout). */
export const logout = () => call(member.logout);
