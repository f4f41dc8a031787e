import { queryOptions } from '@tanstack/react-query';
import { configureClient } from './client.ts';
import { getHelpCenter, getPermission, getRegisterSettings, getSystemStatus } from './system.ts';

/**
 * The permission config and the system status of `host`, loaded once before anything else
 * renders. Encrypted calls (login, register, passwords) need the platform's key from it, so
 * the client has it before the answer reaches any component.
 */
export const platformConfigQuery = (host: string) =>
  queryOptions({
    queryKey: ['system', 'platform-config', host] as const,
    queryFn: async () => {
      const [permission, status] = await Promise.all([getPermission(host), getSystemStatus()]);
      configureClient({ publicKey: permission.info.publicKey });
      return [permission, status] as const;
    },
    staleTime: Infinity,
  });

/** The platform's register rules and modes. */
export const registerSettingsQuery = () =>
  queryOptions({
    queryKey: ['system', 'register-settings'] as const,
    queryFn: () => getRegisterSettings(),
  });

/** The help centre's articles in `language`. */
export const helpCenterQuery = (language: string) =>
  queryOptions({
    queryKey: ['system', 'help', language] as const,
    queryFn: () => getHelpCenter(language),
  });
