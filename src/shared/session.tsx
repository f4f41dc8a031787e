import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { defineMessages, useIntl } from 'react-intl';
import type { MemberInfo } from '#schemas/platform-api.ts';
import type { Failure } from '#machines/failure.ts';
import { guardedAction } from '#machines/member.ts';
import type { SessionEvent } from '#machines/session/events.ts';
import type { sessionMachine } from '#machines/session/machine.ts';
import {
  selectCanUseMemberCentre,
  selectIsAgent,
  selectIsTrial,
  type SessionSnapshot,
} from '#machines/session/selectors.ts';
import type { Actor } from 'xstate';
import { configureClient } from '#src/api/client.ts';
import { countryCodeQuery } from '#src/api/location.queries.ts';
import { startMemberRestore } from '#src/api/member-restore.ts';
import { readSessionToken, readUrlToken } from '#src/platform/session-token.ts';
import { afterLoginModal } from './after-login-request.ts';
import { useAlert } from './alerts.tsx';
import { useAuthDialogs } from './auth-dialogs.tsx';
import { loadSessionEngine, SessionEngineSlot } from './session-engine-slot.tsx';

/**
 * Starts loading the session machine's chunk and its first calls (spec section 3: the country
 * code, and the member of a stored token), beside the platform config: the machine, when it
 * runs, finds them answered or on their way instead of asking one after the other.
 */
export function preloadSession(queryClient: QueryClient): void {
  void loadSessionEngine();
  void queryClient.prefetchQuery(countryCodeQuery());
  startMemberRestore(readSessionToken());
}

const messages = defineMessages({
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

/**
 * What is sent to the session before its machine runs (a 401 of an early call, say): the
 * machine gets it when it starts.
 */
export class EarlySessionEvents {
  private events: SessionEvent[] = [];
  private sendToMachine: ((event: SessionEvent) => void) | null = null;

  readonly send = (event: SessionEvent): void => {
    if (this.sendToMachine) this.sendToMachine(event);
    else this.events.push(event);
  };

  /** Sends what waited, and from now on every event, to the machine. */
  drain(send: (event: SessionEvent) => void): void {
    this.sendToMachine = send;
    const waiting = this.events;
    this.events = [];
    waiting.forEach(send);
  }
}

/** The session before its machine runs: the machine's first state. */
function bootingSession(early: EarlySessionEvents): Session {
  return {
    status: 'booting',
    member: null,
    token: null,
    isAgent: false,
    isTrial: false,
    canUseMemberCentre: false,
    restoreFailure: null,
    expiredAccount: null,
    loggedIn: (token) => early.send({ type: 'session.loggedIn', token }),
    logout: () => early.send({ type: 'session.logout' }),
    send: early.send,
  };
}

/** The running session machine (`SessionEngine` starts it). */
export type SessionActor = Actor<typeof sessionMachine>;

export function statusOf(snapshot: SessionSnapshot): SessionStatus {
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

/** Sends an event to the machine, as `Session.send` does. */
export function sendToSession(actor: SessionActor, event: SessionEvent): void {
  actor.send(event);
  // The login machine's `setAfterLoginModal` hands the loaded member over this way
  // (a plain `loggedIn(token)` does not): a login, not a restore, so the modal may show.
  if (event.type === 'session.loggedIn' && event.member) afterLoginModal.request();
}

function sessionOf(snapshot: SessionSnapshot, actor: SessionActor): Session {
  const { token, member, failure, expiredAccount } = snapshot.context;
  return {
    status: statusOf(snapshot),
    member,
    token,
    isAgent: selectIsAgent(snapshot),
    isTrial: selectIsTrial(snapshot),
    canUseMemberCentre: selectCanUseMemberCentre(snapshot),
    restoreFailure: snapshot.value === 'restoreFailed' ? failure : null,
    expiredAccount,
    loggedIn: (next: string) => sendToSession(actor, { type: 'session.loggedIn', token: next }),
    logout: () => sendToSession(actor, { type: 'session.logout' }),
    send: (event: SessionEvent) => sendToSession(actor, event),
  };
}

/** A stored token or a sign-in link: the session booting now is a member's coming back. */
const storedSessionComingBack = (): boolean =>
  readSessionToken() !== null || readUrlToken() !== null;

interface Props {
  children: ReactNode;
  /** Goes to a path inside the app (logout goes to '/'): the app passes its router's. */
  navigate: (to: string) => void;
}

/**
 * The app's session (spec sections 3, 4, 6): the session machine with the app's effects
 * (`SessionEngine`), loaded beside the app, which hands its actor up; every render reads the
 * machine's current snapshot, as a selector would. Sits inside PlatformConfigProvider (the
 * permission config is already loaded), AlertsProvider and AuthDialogsProvider.
 */
export function SessionProvider({ children, navigate }: Props) {
  const [early] = useState(() => new EarlySessionEvents());
  const [booting] = useState(() => bootingSession(early));
  const [actor, setActor] = useState<SessionActor | null>(null);
  const [comingBack] = useState(storedSessionComingBack);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(subscribe, () => actor?.getSnapshot() ?? null);
  const session = useMemo(
    () => (actor && snapshot ? sessionOf(snapshot, actor) : booting),
    [actor, snapshot, booting],
  );
  // A 401 before the machine runs reaches it when it starts (the machine then takes over).
  useEffect(() => {
    configureClient({ onUnauthorized: () => early.send({ type: 'session.unauthorized' }) });
  }, [early]);
  return (
    <SessionContext.Provider value={session}>
      {children}
      <SessionEngineSlot
        comingBack={comingBack}
        navigate={navigate}
        early={early}
        onActor={setActor}
      />
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
 *
 * While a stored session or a sign-in link is being restored the answer is not known yet: the
 * guard says nothing and returns false, and holds `retry`, when given (the last one; dropped if
 * the component goes away). Once the session is known the guard decides again, and `retry`
 * runs if the action may go ahead: it should press again what was pressed (`element.click()`)
 * or call the latest handler (`useLatest`), not a closure of the render it was pressed in.
 */
export function useGuard(): (action?: string, retry?: () => void) => boolean {
  const { status, token, member } = useSession();
  const alert = useAlert();
  const dialogs = useAuthDialogs();
  const intl = useIntl();
  // A stored session or a sign-in link is on its way back: not a guest, no wrong prompt.
  const comingBack = status === 'restoring' || (status === 'booting' && storedSessionComingBack());
  const held = useRef<(() => void) | null>(null);

  const allowed = (): boolean => {
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
  const runHeld = useEffectEvent(() => {
    const retry = held.current;
    held.current = null;
    if (retry && allowed()) retry();
  });
  useEffect(() => {
    if (!comingBack) runHeld();
  }, [comingBack]);

  return (_action?: string, retry?: () => void) => {
    if (comingBack) {
      if (retry) held.current = retry;
      return false;
    }
    return allowed();
  };
}
