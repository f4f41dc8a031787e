import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { Brand } from '#brands/brand.types.ts';
import type { sessionMachine } from '#machines/session/machine.ts';
import type { MemberInfo, PermissionConfig } from '#schemas/platform-api.ts';
import { countryCodeQuery } from '#src/api/location.queries.ts';
import { logout as logoutCall } from '#src/api/member.ts';
import { restoreMember } from '#src/api/member-restore.ts';
import {
  clearSessionStorage,
  saveMemberToSession,
  saveMerchant,
  saveSessionToken,
} from '#src/platform/member-storage.ts';
import type { AuthDialogs } from './auth-dialogs.tsx';
import type { PlatformConfig } from './platform-config.tsx';

export type SessionImplementations = Parameters<typeof sessionMachine.provide>[0];

/** What the session's effects need from React, read when they run (always the latest). */
export interface SessionDeps {
  config: PlatformConfig;
  brand: Brand;
  dialogs: Pick<AuthDialogs, 'open'>;
  navigate: (to: string) => void;
  closeChatWindow: () => void;
  /** The data layer: the country code goes through its cache, shared with the dial-code pickers. */
  queryClient: QueryClient;
  /** Tells who a sign-in link signed in (a short notice). */
  announceLinkMember: (member: MemberInfo) => void;
}

/** The page URL without its `token` query parameter, the rest (and the hash) kept. */
export function withoutToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('token');
  return url.pathname + url.search + url.hash;
}

/**
 * The session machine's actors and effects (machines/README.md): platform calls from
 * `src/api`, session storage, the address bar, the login popup, navigation, the chat window.
 */
export function createSessionImplementations(deps: () => SessionDeps): SessionImplementations {
  return {
    actors: {
      loadCountryCode: fromPromise(async (): Promise<string> => {
        const { countryDialingCode } = await deps().queryClient.fetchQuery(countryCodeQuery());
        return countryDialingCode;
      }),
      // SessionProvider sits inside PlatformConfigProvider: the config is already loaded.
      loadPermission: fromPromise(async (): Promise<PermissionConfig> => deps().config.permission),
      // With the token asked for: a sign-in link's member loads without touching the session.
      // A stored session's member may already be on its way (asked for at boot).
      loadMemberInfo: fromPromise(
        async ({ input }: { input: { token: string } }): Promise<MemberInfo> =>
          restoreMember(input.token),
      ),
      logout: fromPromise(async (): Promise<unknown> => logoutCall()),
    },
    actions: {
      removeTokenFromUrl: () => {
        const next = withoutToken(window.location.href);
        window.history.replaceState(window.history.state, '', next);
      },
      saveToken: (_, { token }) => saveSessionToken(token),
      saveMember: (_, { member }) => saveMemberToSession(member),
      clearSession: () => clearSessionStorage(),
      openLogin: () => deps().dialogs.open('login'),
      setMerchant: () => {
        const { app } = deps().brand;
        saveMerchant({ merchant: app.id, merchantCode: app.merchantCode, platform: app.platform });
      },
      navigateHome: () => deps().navigate('/'),
      closeChatWindow: () => deps().closeChatWindow(),
      announceLinkMember: (_, { member }) => deps().announceLinkMember(member),
    },
  };
}
