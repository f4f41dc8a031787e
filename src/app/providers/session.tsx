import { useActorRef, useSelector } from '@xstate/react';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import type { MemberInfo, PermissionConfig } from '#schemas/platform-api.ts';
import type { Failure } from '#machines/failure.ts';
import { guardedAction } from '#machines/member.ts';
import { sessionMachine } from '#machines/session/machine.ts';
import type { SessionEvent } from '#machines/session/events.ts';
import {
  selectCanUseMemberCentre,
  selectIsAgent,
  selectIsTrial,
  type SessionSnapshot,
} from '#machines/session/selectors.ts';
import { configureClient } from '#src/api/client.ts';
import { getCountryCode } from '#src/api/location.ts';
import { getMemberInfo } from '#src/api/member.ts';
import { logout as logoutCall } from '#src/api/session.ts';
import {
  clearSessionStorage,
  saveMemberToSession,
  saveMerchant,
  saveSessionToken,
} from '#src/platform/member-storage.ts';
import { readSessionToken } from '#src/platform/session-token.ts';
import { useAlert, useConfirm } from './alerts.tsx';
import { afterLoginModal } from './after-login-request.ts';
import { useAuthDialogs, type AuthDialogs } from './auth-dialogs.tsx';
import type { Brand } from '#brands/brand.types.ts';
import { useBrand } from './brand-context.tsx';
import { usePlatformConfig, type PlatformConfig } from './platform-config.tsx';
import { announceSessionEnd } from './session-end.ts';
import { machineInspection } from '#src/platform/machine-inspection.ts';

const messages = defineMessages({
  logoutConfirm: { id: 'session.logoutConfirm' },
  logoutConfirmButton: { id: 'session.logoutConfirmButton' },
  loginFirst: { id: 'guard.loginFirst' },
  needRealAccount: { id: 'guard.needRealAccount' },
  needRealAccountConfirm: { id: 'guard.needRealAccountConfirm' },
});

export type SessionStatus =
  'booting' | 'restoring' | 'loggedIn' | 'loggedOut' | 'confirming' | 'loggingOut';

export interface Session {
  status: SessionStatus;
  member: MemberInfo | null;
  token: string | null;
  /** Member types 1, 2, 41, 42. */
  isAgent: boolean;
  /** Member type 4 (free play). */
  isTrial: boolean;
  /** Deposit, withdraw and the member centre: a token and not a trial account. */
  canUseMemberCentre: boolean;
  /** Why the member could not be restored (not a 401): status is 'loggedOut', the token kept. */
  restoreFailure: Failure | null;
  /** Sends `session.loggedIn` with a token only (member info loads). */
  loggedIn(token: string): void;
  /** Asks for confirmation, then logs out. */
  logout(): void;
  send: (event: SessionEvent) => void;
}

const SessionContext = createContext<Session | null>(null);

function statusOf(snapshot: SessionSnapshot): SessionStatus {
  const value = snapshot.value;
  if (typeof value === 'object' || value === 'resolving') return 'booting';
  if (value === 'restoreFailed') return 'loggedOut';
  return value;
}

function readUrlToken(): string | null {
  const token = new URLSearchParams(window.location.search).get('token');
  return token && token.trim() !== '' ? token : null;
}

/** The page URL without its `token` query parameter, the rest (and the hash) kept. */
export function withoutToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('token');
  return url.pathname + url.search + url.hash;
}

interface EffectDeps {
  config: PlatformConfig;
  brand: Brand;
  dialogs: AuthDialogs;
  navigate: (to: string) => void;
}

/** What the machine's effects need from React, kept current by the provider. */
class SessionEffects {
  #deps: EffectDeps;
  constructor(deps: EffectDeps) {
    this.#deps = deps;
  }
  update(deps: EffectDeps): void {
    this.#deps = deps;
  }
  get deps(): EffectDeps {
    return this.#deps;
  }
}

/** The session machine with the app's actors and effects. */
function sessionLogic(effects: SessionEffects) {
  return sessionMachine.provide({
    actors: {
      loadCountryCode: fromPromise(async (): Promise<string> => {
        const { countryDialingCode } = await getCountryCode();
        return countryDialingCode;
      }),
      // SessionProvider sits inside PlatformConfigProvider: the config is already loaded.
      loadPermission: fromPromise(
        async (): Promise<PermissionConfig> => effects.deps.config.permission,
      ),
      loadMemberInfo: fromPromise(async (): Promise<MemberInfo> => getMemberInfo()),
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
      openLogin: () => effects.deps.dialogs.open('login'),
      setMerchant: () => {
        const { app } = effects.deps.brand;
        saveMerchant({ merchant: app.id, merchantCode: app.merchantCode, platform: app.platform });
      },
      navigateHome: () => effects.deps.navigate('/'),
      clearVipService: () => announceSessionEnd(),
    },
  });
}

interface Props {
  children: ReactNode;
  /** Goes to a path inside the app (logout goes to '/'): the app passes its router's. */
  navigate: (to: string) => void;
}

/**
 * The session machine with the app's effects (spec sections 3, 4, 6): boot, restore from
 * storage or `?token=`, 401 from any call, logout with confirmation. Sits inside
 * PlatformConfigProvider (the permission config is already loaded), AlertsProvider and
 * AuthDialogsProvider.
 */
export function SessionProvider({ children, navigate }: Props) {
  const intl = useIntl();
  const config = usePlatformConfig();
  const brand = useBrand();
  const dialogs = useAuthDialogs();
  const confirm = useConfirm();

  // The machine is created once; its effects read the latest of these.
  const [effects] = useState(() => new SessionEffects({ config, brand, dialogs, navigate }));
  useEffect(() => {
    effects.update({ config, brand, dialogs, navigate });
  });
  const [logic] = useState(() => sessionLogic(effects));
  const actor = useActorRef(logic, {
    inspect: machineInspection,
    input: { storedToken: readSessionToken(), urlToken: readUrlToken() },
  });

  // Token calls send the machine's token; a 401 from any call ends the session.
  useEffect(() => {
    configureClient({
      getToken: () => actor.getSnapshot().context.token ?? readSessionToken(),
      onUnauthorized: () => actor.send({ type: 'session.unauthorized' }),
    });
    return () => configureClient({ getToken: readSessionToken, onUnauthorized: () => {} });
  }, [actor]);

  const snapshot = useSelector(actor, (s) => s);
  const status = statusOf(snapshot);
  const { token, member, failure } = snapshot.context;

  // A login hands its token to the session: keep it for a reload.
  useEffect(() => {
    if (token && readSessionToken() !== token) saveSessionToken(token);
  }, [token]);

  // The confirmation of a logout, once per visit of the 'confirming' state.
  const asking = useRef(false);
  useEffect(() => {
    if (status !== 'confirming' || asking.current) return;
    asking.current = true;
    void confirm({
      message: intl.formatMessage(messages.logoutConfirm),
      confirmLabel: intl.formatMessage(messages.logoutConfirmButton),
      confirmTestId: 'logout-confirm',
    }).then((ok) => {
      asking.current = false;
      actor.send({ type: ok ? 'session.confirm' : 'session.cancel' });
    });
  }, [status, confirm, intl, actor]);

  const value = useMemo<Session>(
    () => ({
      status,
      member,
      token,
      isAgent: selectIsAgent(snapshot),
      isTrial: selectIsTrial(snapshot),
      canUseMemberCentre: selectCanUseMemberCentre(snapshot),
      restoreFailure: snapshot.value === 'restoreFailed' ? failure : null,
      loggedIn: (next: string) => actor.send({ type: 'session.loggedIn', token: next }),
      logout: () => actor.send({ type: 'session.logout' }),
      send: (event: SessionEvent) => {
        actor.send(event);
        // The login machine's `setAfterLoginModal` hands the loaded member over this way
        // (a plain `loggedIn(token)` does not): a login, not a restore, so the modal may show.
        if (event.type === 'session.loggedIn' && event.member) afterLoginModal.request();
      },
    }),
    [status, member, token, failure, snapshot, actor],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/**
 * Guarded actions (spec section 6: favourites, recent games, game launch): a guest is told to
 * log in and gets the login popup; a trial account is told a real account is needed. Returns
 * true when the action may go ahead. `action` names what was tried (kept for the record only).
 */
export function useGuard(): (action?: string) => boolean {
  const { token, member } = useSession();
  const alert = useAlert();
  const dialogs = useAuthDialogs();
  const intl = useIntl();
  return (_action?: string) => {
    const verdict = guardedAction({ token, member });
    if (verdict === 'login') {
      void alert({ message: intl.formatMessage(messages.loginFirst), tone: 'warning' }).then(() =>
        dialogs.open('login'),
      );
      return false;
    }
    if (verdict === 'needRealAccount') {
      void alert({
        message: intl.formatMessage(messages.needRealAccount),
        tone: 'warning',
        confirmLabel: intl.formatMessage(messages.needRealAccountConfirm),
      });
      return false;
    }
    return true;
  };
}
