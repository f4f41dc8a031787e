import type { ProfileUpdate } from '#schemas/account-api.ts';
import * as profile from '#schemas/endpoints/profile.ts';
import { call } from './client.ts';

/** The member's profile (token). */
export const getProfile = () => call(profile.getProfile);

/** Changes the fields sent; answers the profile. */
export const updateProfile = (body: ProfileUpdate) => call(profile.updateProfile, { body });
