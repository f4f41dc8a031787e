import type {
  ClaimMissionRequest,
  Mission,
  MissionLeaderboard,
  MissionSummary,
  ReferralInfo,
  SignInResult,
  SignInStatus,
  VipInfo,
} from '#schemas/loyalty-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/** Daily sign-in, missions and their leaderboard, referral and VIP (token). */

export const getSignInStatus = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getSignInTask',
  access: 'member',
  refuseTrial: 'money',
  ownData: true,
  wire: wire<{ response: SignInStatus }>(),
});

/** Today's sign-in: once per day of the platform's clock; pays the streak day's reward. */
export const signIn = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_signIn',
  access: 'member',
  refuseTrial: 'money',
  body: 'json',
  wire: wire<{ body: Record<string, never>; response: SignInResult }>(),
});

/** The spec's mission summary: today's missions and how many wait to be claimed. */
export const getMissionSummary = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummary',
  access: 'member',
  refuseTrial: 'money',
  ownData: true,
  wire: wire<{ response: MissionSummary }>(),
});

export const claimMission = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_claimMission',
  access: 'member',
  refuseTrial: 'money',
  body: 'json',
  wire: wire<{ body: ClaimMissionRequest; response: Mission }>(),
});

export const getMissionLeaderboard = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  access: 'member',
  refuseTrial: 'money',
  wire: wire<{ response: MissionLeaderboard }>(),
});

/** The member's referral code, invited friends and rewards (REFERRAL3). */
export const getReferral = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferral',
  access: 'member',
  refuseTrial: 'money',
  ownData: true,
  wire: wire<{ response: ReferralInfo }>(),
});

/** The VIP levels, the member's level and valid bet. */
export const getVipInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getVipInfo',
  access: 'member',
  refuseTrial: 'money',
  ownData: true,
  wire: wire<{ response: VipInfo }>(),
});
