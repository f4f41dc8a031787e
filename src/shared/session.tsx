import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MemberInfo } from '#schemas/platform-api.ts';
import type { Failure } from '#machines/failure.ts';
import { guardedAction } from '#machines/member.ts';
import type { SessionEvent } from '#machines/session/events.ts';
import { configureClient } from '#src/api/client.ts';
import { readSessionToken, readUrlToken } from '#src/platform/session-token.ts';
import { useAlert } from './alerts.tsx';
import { useAuthDialogs } from './auth-dialogs.tsx';

// The session machine (xstate and the session's effects, about 15 KB gzip) is a chunk of its
// own, asked for at boot beside the first render (`preloadSession`): until it runs, the session
// is booting, as the machine's first state is.
const loadSessionEngine = () => import('./session-engine.tsx');
const SessionEngine = lazy(() => loadSessionEngine().then((m) => ({ default: m.SessionEngine })));

/** Starts loading the session machine's chunk. */
export function preloadSession(): void {
  void loadSessionEngine();
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

/** Whether two sessions say the same (their functions aside: the booting one's reach the machine too). */
function sameSession(a: Session, b: Session): boolean {
  return (
    a.status === b.status &&
    a.member === b.member &&
    a.token === b.token &&
    a.isAgent === b.isAgent &&
    a.isTrial === b.isTrial &&
    a.canUseMemberCentre === b.canUseMemberCentre &&
    a.restoreFailure === b.restoreFailure &&
    a.expiredAccount === b.expiredAccount
  );
}

interface Props {
  children: ReactNode;
  /** Goes to a path inside the app (logout goes to '/'): the app passes its router's. */
  navigate: (to: string) => void;
}

/**
 * The app's session (spec sections 3, 4, 6): the session machine with the app's effects
 * (`SessionEngine`), loaded beside the app. Sits inside PlatformConfigProvider (the permission
 * config is already loaded), AlertsProvider and AuthDialogsProvider.
 */
export function SessionProvider({ children, navigate }: Props) {
  const [early] = useState(() => new EarlySessionEvents());
  const [session, setSession] = useState(() => bootingSession(early));
  // The machine's first value says what the booting one does: the app does not render again.
  const showSession = useCallback(
    (next: Session) => setSession((shown) => (sameSession(shown, next) ? shown : next)),
    [],
  );
  // A 401 before the machine runs reaches it when it starts (the machine then takes over).
  useEffect(() => {
    configureClient({ onUnauthorized: () => early.send({ type: 'session.unauthorized' }) });
  }, [early]);
  return (
    <SessionContext.Provider value={session}>
      {children}
      <Suspense fallback={null}>
        <SessionEngine navigate={navigate} early={early} onSession={showSession} />
      </Suspense>
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
 * log in and gets the login popup; a trial account is told a real account is needed; while a
 * stored session or a sign-in link is being restored nothing happens. Returns true when the action may go ahead. `action` names what was tried (kept for the record only).
 */
export function useGuard(): (action?: string) => boolean {
  const { status, token, member } = useSession();
  const alert = useAlert();
  const dialogs = useAuthDialogs();
  const intl = useIntl();
  return (_action?: string) => {
    // A stored session or a sign-in link is on its way back: not a guest, no wrong prompt.
    const comingBack =
      status === 'restoring' ||
      (status === 'booting' && (readSessionToken() !== null || readUrlToken() !== null));
    if (comingBack) return false;
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
