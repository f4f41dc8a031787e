import type {
  ConvertPointsRequest,
  ConvertPointsResult,
  MallItem,
  PointRecord,
  PointRecordsQuery,
  PointsBalance,
  PointsConfig,
  PointsPasswordFailure,
  RedeemRequest,
  Redemption,
} from '#schemas/loyalty-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/** The point mall's calls (spec section 7, "Points": all relays, token). */

export const getPointsBalance = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/PTS_getBalance',
  access: 'member',
  ownData: true,
  wire: wire<{ response: PointsBalance }>(),
});

/** The items to redeem ("rewards"). */
export const getPointsRewards = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/PTS_getRewards',
  access: 'member',
  wire: wire<{ response: MallItem[] }>(),
});

export const getPointsConfig = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/PTS_getConfig',
  access: 'member',
  wire: wire<{ response: PointsConfig }>(),
});

/** Redeems an item: the login password is checked, then stock and points. */
export const redeemPoints = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/PTS_redeem',
  access: 'member',
  refuseTrial: 'money',
  body: 'encrypted',
  wire: wire<{ body: RedeemRequest; response: Redemption; failure: PointsPasswordFailure }>(),
});

/** The member's redemptions, newest first. */
export const getRedemptions = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/PTS_getRedemptionList',
  access: 'member',
  ownData: true,
  wire: wire<{ response: Redemption[] }>(),
});

/** The member's points records, newest first. */
export const getPointRecords = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/PTS_getMemberTransactionDetails',
  access: 'member',
  ownData: true,
  wire: wire<{ query: PointRecordsQuery; response: PointRecord[] }>(),
});

/** Converts points to balance through the ledger; the login password is checked. */
export const convertPoints = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/PTS_convertPoints',
  access: 'member',
  refuseTrial: 'money',
  body: 'encrypted',
  wire: wire<{
    body: ConvertPointsRequest;
    response: ConvertPointsResult;
    failure: PointsPasswordFailure;
  }>(),
});
