import * as system from '#schemas/endpoints/system.ts';
import { call } from './client.ts';

/** Permission/config, sent with the current host (spec section 7). */
export const getPermission = (host: string) => call(system.getPermission, { query: { url: host } });

export const getSystemStatus = () => call(system.getSystemStatus);

export const getSiteConfig = () => call(system.getSiteConfig);

export const getRegisterSettings = () => call(system.getRegisterSettings);

export const getDomainRoutes = () => call(system.getDomainRoutes);

export const getHelpCenter = (lang: string) =>
  call(system.getHelpCenter, { query: { lang, device: 'WEB' } });
