import * as promotions from '#schemas/endpoints/promotions.ts';
import type { ActivityApplicationRequest } from '#schemas/promotions-api.ts';
import { call } from './client.ts';

/*
 * Promotions with the member's status, applications, the raffle claim, the bonus centre and the
 * winner board. Apart from promotions.ts (the register page's list) so neither page's chunk
 * carries the other's calls.
 */

/** Promotions with the caller's status (guests see a fresh member's); `type` filters. */
export const getActivities = (type: string | null, signal?: AbortSignal) =>
  call(promotions.getActivities, { query: { type: type ?? undefined }, signal });

/** One promotion with its terms (HTML) and the caller's application. */
export const getActivityDetail = (id: number, signal?: AbortSignal) =>
  call(promotions.getActivityDetail, { query: { id }, signal });

/** Signs up for a `join` promotion. */
export const joinActivity = (id: number) => call(promotions.joinActivity, { body: { id } });

/** Describes one image of an application to the platform (the file stays in the browser). */
export const uploadActivityImage = (image: { name: string; type: string; size: number }) =>
  call(promotions.uploadActivityImage, {
    body: { name: image.name, type: image.type, size: image.size },
  });

/** Sends an application: comment and the ids of the uploaded images. */
export const applyActivity = (body: ActivityApplicationRequest) =>
  call(promotions.applyActivity, { body });

/** Claims the prize of a raffle promotion (spec section 7). */
export const claimRaffle = (id: number) => call(promotions.claimRaffle, { body: { id } });

/** The bonus centre: claimable bonuses and the history. */
export const getRewards = (signal?: AbortSignal) => call(promotions.getRewards, { signal });

/** Claims a bonus once; it is paid into the balance. */
export const claimReward = (id: string) => call(promotions.claimReward, { body: { id } });

/** The winner board of home (spec section 7). */
export const getWinnerBoard = (signal?: AbortSignal) => call(promotions.getWinnerBoard, { signal });
