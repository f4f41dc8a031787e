import type {
  DomainRoutes,
  HelpCategory,
  PermissionConfig,
  RegisterSettings,
  SiteConfig,
  SystemStatus,
} from '#schemas/platform-api.ts';
import { request } from './client.ts';

/** Permission/config, sent with the current host (spec section 7). */
export const getPermission = (host: string) =>
  request<PermissionConfig>('/wps/system/permission', { query: { url: host } });

export const getSystemStatus = () => request<SystemStatus>('/wps/system/status');

export const getSiteConfig = () => request<SiteConfig>('/wps/system/whitelabel');

export const getRegisterSettings = () => request<RegisterSettings>('/wps/system/setting/register');

export const getDomainRoutes = () => request<DomainRoutes>('/wps/system/domainRoute');

export const getHelpCenter = (lang: string) =>
  request<HelpCategory[]>('/wps/system/helpCenter', { query: { lang, device: 'WEB' } });
