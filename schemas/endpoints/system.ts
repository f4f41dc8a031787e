import type {
  CountryCode,
  DomainRoutes,
  HelpCategory,
  PermissionConfig,
  RegisterSettings,
  SiteConfig,
  SystemStatus,
} from '#schemas/platform-api.ts';
import { defineEndpoint, wire } from '#schemas/endpoints/define.ts';

/** Platform configuration, status and site settings (spec section 7, "Account and session"). */

/** `url`: the page's host (accepted, not checked by the simulated platform). */
export const getPermission = defineEndpoint({
  method: 'GET',
  path: '/wps/system/permission',
  access: 'public',
  wire: wire<{
    query: { url: string };
    response: PermissionConfig;
  }>(),
});

export const getSystemStatus = defineEndpoint({
  method: 'GET',
  path: '/wps/system/status',
  access: 'public',
  wire: wire<{ response: SystemStatus }>(),
});

export const getSiteConfig = defineEndpoint({
  method: 'GET',
  path: '/wps/system/whitelabel',
  access: 'public',
  wire: wire<{ response: SiteConfig }>(),
});

export const getRegisterSettings = defineEndpoint({
  method: 'GET',
  path: '/wps/system/setting/register',
  access: 'public',
  wire: wire<{ response: RegisterSettings }>(),
});

export const getDomainRoutes = defineEndpoint({
  method: 'GET',
  path: '/wps/system/domainRoute',
  access: 'public',
  wire: wire<{ response: DomainRoutes }>(),
});

/** The visitor's country and its dial code (spec section 4: loaded on start). */
export const getCountryCode = defineEndpoint({
  method: 'GET',
  path: '/wps/system/location',
  access: 'public',
  wire: wire<{ response: CountryCode }>(),
});

export const getHelpCenter = defineEndpoint({
  method: 'GET',
  path: '/wps/system/helpCenter',
  access: 'public',
  wire: wire<{
    query: { lang: string; device: 'WEB' };
    response: HelpCategory[];
  }>(),
});
