import type {
  CountryCode,
  DomainRoutes,
  HelpCategory,
  PermissionConfig,
  RegisterSettings,
  SiteConfig,
  SystemStatus,
} from '#schemas/platform-api.ts';
import { defineEndpoint } from '#schemas/endpoints/define.ts';

/** Platform configuration, status and site settings (spec section 7, "Account and session"). */

/** `url`: the page's host (accepted, not checked by the simulated platform). */
export const getPermission = defineEndpoint<{
  query: { url: string };
  response: PermissionConfig;
}>()({ name: 'getPermission', method: 'GET', path: '/wps/system/permission', access: 'public' });

export const getSystemStatus = defineEndpoint<{ response: SystemStatus }>()({
  name: 'getSystemStatus',
  method: 'GET',
  path: '/wps/system/status',
  access: 'public',
});

export const getSiteConfig = defineEndpoint<{ response: SiteConfig }>()({
  name: 'getSiteConfig',
  method: 'GET',
  path: '/wps/system/whitelabel',
  access: 'public',
});

export const getRegisterSettings = defineEndpoint<{ response: RegisterSettings }>()({
  name: 'getRegisterSettings',
  method: 'GET',
  path: '/wps/system/setting/register',
  access: 'public',
});

export const getDomainRoutes = defineEndpoint<{ response: DomainRoutes }>()({
  name: 'getDomainRoutes',
  method: 'GET',
  path: '/wps/system/domainRoute',
  access: 'public',
});

/** The visitor's country and its dial code (spec section 4: loaded on start). */
export const getCountryCode = defineEndpoint<{ response: CountryCode }>()({
  name: 'getCountryCode',
  method: 'GET',
  path: '/wps/system/location',
  access: 'public',
});

export const getHelpCenter = defineEndpoint<{
  query: { lang: string; device: 'WEB' };
  response: HelpCategory[];
}>()({ name: 'getHelpCenter', method: 'GET', path: '/wps/system/helpCenter', access: 'public' });
