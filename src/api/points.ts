import type { ConvertPointsRequest, PointType, RedeemRequest } from '#schemas/loyalty-api.ts';
import * as points from '#schemas/endpoints/points.ts';
import { call } from './client.ts';

/** The member's points (token). */
export const getPointsBalance = () => call(points.getPointsBalance);

/** The point mall's items. */
export const getPointsRewards = () => call(points.getPointsRewards);

/** What a point is worth and the smallest conversion. */
export const getPointsConfig = () => call(points.getPointsConfig);

/** Redeems an item (encrypted: it carries the password). */
export const redeemPoints = (body: RedeemRequest) => call(points.redeemPoints, { body });

/** The member's redemptions, newest first. */
export const getRedemptions = () => call(points.getRedemptions);

/** The member's points records, of one type or all. */
export const getPointRecords = (type?: PointType) =>
  call(points.getPointRecords, { query: { type } });

/** Converts points to balance (encrypted: it carries the password). */
export const convertPoints = (body: ConvertPointsRequest) => call(points.convertPoints, { body });
