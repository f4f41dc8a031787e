import { request } from './client.ts';

/** Reports the interface language of a logged-in member (spec section 1). */
export const updateLanguage = (language: string) =>
  request<null>('/wps/member/language', { method: 'POST', body: { language }, auth: true });
