import type { MemberProfileView, ProfileUpdate } from '#schemas/account-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/** The member's profile (spec sections 2 and 3): nickname, avatar, real name, birthday, contacts. */

export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/wps/member/profile',
  access: 'member',
  ownData: true,
  wire: wire<{ response: MemberProfileView }>(),
});

/** Changes the fields sent; the real name only while it is unset (set once). */
export const updateProfile = defineEndpoint({
  method: 'POST',
  path: '/wps/member/profile',
  access: 'member',
  body: 'json',
  wire: wire<{ body: ProfileUpdate; response: MemberProfileView }>(),
});
