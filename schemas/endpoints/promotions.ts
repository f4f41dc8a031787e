import type {
  Activity,
  ActivityApplicationRequest,
  ActivityDetail,
  ActivityImageUpload,
  ActivityRequest,
  ClaimRewardRequest,
  Reward,
  UploadedImage,
  Winner,
} from '#schemas/promotions-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/**
 * Promotions with the member's status, activity applications, the raffle claim, the bonus
 * centre and the winner board. Guests may look; taking part moves money, so trial accounts
 * (type 4) are refused (spec section 6).
 */

/** Promotions with the caller's status; `type` filters (none: every type). */
export const getActivities = defineEndpoint({
  method: 'GET',
  path: '/wps/promotion/activities',
  access: 'optionalMember',
  wire: wire<{ query: { type?: string }; response: Activity[] }>(),
});

export const getActivityDetail = defineEndpoint({
  method: 'GET',
  path: '/wps/promotion/detail',
  access: 'optionalMember',
  wire: wire<{ query: { id: number }; response: ActivityDetail }>(),
});

/** Signs up for a `join` promotion. */
export const joinActivity = defineEndpoint({
  method: 'POST',
  path: '/wps/promotion/join',
  access: 'member',
  refuseTrial: 'money',
  body: 'json',
  wire: wire<{ body: ActivityRequest; response: Activity }>(),
});

/** One image of an application (png or jpg, at most 5 MB). */
export const uploadActivityImage = defineEndpoint({
  method: 'POST',
  path: '/wps/promotion/upload',
  access: 'member',
  refuseTrial: 'money',
  body: 'json',
  wire: wire<{ body: ActivityImageUpload; response: UploadedImage }>(),
});

/** An application with a comment (at most 140) and up to 3 uploaded images. */
export const applyActivity = defineEndpoint({
  method: 'POST',
  path: '/wps/promotion/apply',
  access: 'member',
  refuseTrial: 'money',
  body: 'json',
  wire: wire<{ body: ActivityApplicationRequest; response: ActivityDetail }>(),
});

/** Spec section 7: the raffle promotion claim (POST, token). */
export const claimRaffle = defineEndpoint({
  method: 'POST',
  path: '/wps/promotion/raffle/claim',
  access: 'member',
  refuseTrial: 'money',
  body: 'json',
  wire: wire<{ body: ActivityRequest; response: Activity }>(),
});

/** The bonus centre: claimable bonuses and the history. */
export const getRewards = defineEndpoint({
  method: 'GET',
  path: '/wps/reward/list',
  access: 'member',
  refuseTrial: 'money',
  ownData: true,
  wire: wire<{ response: Reward[] }>(),
});

/** Claims a bonus once: it is paid into the balance (a `bonus` account record). */
export const claimReward = defineEndpoint({
  method: 'POST',
  path: '/wps/reward/claim',
  access: 'member',
  refuseTrial: 'money',
  body: 'json',
  wire: wire<{ body: ClaimRewardRequest; response: Reward }>(),
});

/** Spec section 7: the winner board of home. */
export const getWinnerBoard = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/winnerBoard',
  access: 'public',
  wire: wire<{ response: Winner[] }>(),
});
