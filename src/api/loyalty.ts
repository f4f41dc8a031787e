import * as loyalty from '#schemas/endpoints/loyalty.ts';
import { call } from './client.ts';

/** Today's sign-in, the month's signed days, the streak and its rewards (token). */
export const getSignInStatus = () => call(loyalty.getSignInStatus);

/** Signs today in (once per platform day); the reward goes to the balance. */
export const signIn = () => call(loyalty.signIn, { body: {} });

/** Today's missions and how many wait to be claimed. */
export const getMissionSummary = () => call(loyalty.getMissionSummary);

/** Claims a done mission's points. */
export const claimMission = (missionId: string) =>
  call(loyalty.claimMission, { body: { missionId } });

/** This week's mission leaderboard. */
export const getMissionLeaderboard = () => call(loyalty.getMissionLeaderboard);

/** The member's referral code, invited friends and rewards. */
export const getReferral = () => call(loyalty.getReferral);

/** The VIP levels and the member's progress. */
export const getVipInfo = () => call(loyalty.getVipInfo);
