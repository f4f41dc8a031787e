import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MemberInfo } from '#schemas/platform-api.ts';
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
import { saveSessionToken } from '#src/platform/member-storage.ts';
import { Latest } from '#src/platform/latest.ts';
import { readSessionToken } from '#src/platform/session-token.ts';
import { useAlert, useConfirm } from './alerts.tsx';
import { useForgetMemberData } from './forget-member-data.ts';
import { afterLoginModal } from './after-login-request.ts';
import { useAuthDialogs } from './auth-dialogs.tsx';
import { useBrand } from './brand-context.tsx';
import { usePlatformConfig } from './platform-config.tsx';
import { createSessionImplementations, type SessionDeps } from './session-implementations.ts';
import { announceSessionEnd } from './session-end.ts';
import { machineInspection } from '#src/platform/machine-inspection.ts';

// A sign-in link's dialog and notice load when a link arrives (rare): off the first load.
const LinkSwitchConfirm = lazy(() =>
  import('./link-switch.tsx').then((m) => ({ default: m.LinkSwitchConfirm })),
);

function useLazyAnnounceLinkMember(): (member: MemberInfo) => void {
  const alert = useAlert();
  const intl = useIntl();
  return useCallback(
    (member: MemberInfo) =>
      void import('./link-switch.tsx').then((m) => m.announceLinkMember(alert, intl, member)),
    [alert, intl],
  );
}

const messages = defineMessages({
  logoutConfirm: {
    id: 'session.logoutConfirm',
    defaultMessage: 'Are you sure you want to sign out?',
  },
  logoutConfirmButton: { id: 'session.logoutConfirmButton', defaultMessage: 'Sign out' },
  loginFirst: { id: 'guard.loginFirst', defaultMessage: 'Please log in first' },
  needRealAccount: {
    id: 'guard.needRealAccount',
    defaultMessage: 'This needs a real account. Please register or log in with a real account.',
  },
  needRealAccountConfirm: { id: 'guard.needRealAccountConfirm', defaultMessage: 'Got it' },
});

export type SessionStatus =
  'booting' | 'restoring' | 'loggedIn' | 'loggedOut' | 'confirmingLogout' | 'loggingOut';

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
  /** The account whose session the platform ended with a 401, until a login or a logout. */
  expiredAccount: string | null;
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
  // A sign-in link's member loading: as a restore. Passing states: where they lead.
  if (value === 'checkingLink' || value === 'afterRestore') return 'restoring';
  // Asked whether the link replaces the session open here: that session goes on meanwhile.
  if (value === 'confirmingLinkSwitch' || value === 'resumingSession') {
    return snapshot.context.member ? 'loggedIn' : 'loggedOut';
  }
  return value;
}

/** Logging out closes the chat window (spec section 6). */
// The chat window subscribes to the session's end (session-end.ts): no import of the chat feature.
const closeChatWindow = announceSessionEnd;

function readUrlToken(): string | null {
  const token = new URLSearchParams(window.location.search).get('token');
  return token && token.trim() !== '' ? token : null;
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
  const queryClient = useQueryClient();
  const announceLinkMember = useLazyAnnounceLinkMember();

  // The machine is created once; its effects read the latest of these.
  const deps: SessionDeps = {
    config,
    brand,
    dialogs,
    navigate,
    closeChatWindow,
    queryClient,
    announceLinkMember,
  };
  const [latest] = useState(() => new Latest<SessionDeps>(deps));
  useEffect(() => {
    latest.set(deps);
  });
  const [logic] = useState(() => sessionMachine.provide(createSessionImplementations(latest.read)));
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
  const { token, member, failure, expiredAccount, linkMember } = snapshot.context;
  const answerLinkSwitch = useCallback(
    (ok: boolean) => actor.send({ type: ok ? 'session.confirm' : 'session.cancel' }),
    [actor],
  );
  useForgetMemberData(token, expiredAccount);

  // A login hands its token to the session: keep it for a reload.
  useEffect(() => {
    if (token && readSessionToken() !== token) saveSessionToken(token);
  }, [token]);

  // The confirmation of a logout, once per visit of the 'confirmingLogout' state.
  const asking = useRef(false);
  useEffect(() => {
    if (status !== 'confirmingLogout' || asking.current) return;
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
      expiredAccount,
      loggedIn: (next: string) => actor.send({ type: 'session.loggedIn', token: next }),
      logout: () => actor.send({ type: 'session.logout' }),
      send: (event: SessionEvent) => {
        actor.send(event);
        // The login machine's `setAfterLoginModal` hands the loaded member over this way
        // (a plain `loggedIn(token)` does not): a login, not a restore, so the modal may show.
        if (event.type === 'session.loggedIn' && event.member) afterLoginModal.request();
      },
    }),
    [status, member, token, failure, expiredAccount, snapshot, actor],
  );

  return (
    <SessionContext.Provider value={value}>
      {children}
      {snapshot.value === 'confirmingLinkSwitch' && linkMember && (
        <Suspense fallback={null}>
          <LinkSwitchConfirm current={member} next={linkMember} onAnswer={answerLinkSwitch} />
        </Suspense>
      )}
    </SessionContext.Provider>
  );
}

/**
 * What it wraps sees `session` in place of the provider's (null: the provider's). The member
 * centre's guard gives its pages the member whose session a 401 ended, so they stay as they
 * were (what was typed included) under the login popup; the tree is the same either way, so
 * switching between the two remounts nothing.
 */
export function SessionOverride({
  session,
  children,
}: {
  session: Session | null;
  children: ReactNode;
}) {
  const outer = useSession();
  return <SessionContext.Provider value={session ?? outer}>{children}</SessionContext.Provider>;
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
