import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MemberInfo } from '#schemas/platform-api.ts';
import { sessionMachine } from '#machines/session/machine.ts';
import { configureClient } from '#src/api/client.ts';
import { saveSessionToken } from '#src/platform/member-storage.ts';
import { Latest } from '#src/platform/latest.ts';
import { readSessionToken, readUrlToken } from '#src/platform/session-token.ts';
import { machineInspection } from '#src/platform/machine-inspection.ts';
import { useAlert, useConfirm } from './alerts.tsx';
import { useForgetMemberData } from './forget-member-data.ts';
import { useAuthDialogs } from './auth-dialogs.tsx';
import { useBrand } from './brand-context.tsx';
import { usePlatformConfig } from './platform-config.tsx';
import { sendToSession, statusOf, type EarlySessionEvents, type SessionActor } from './session.tsx';
import { createSessionImplementations, type SessionDeps } from './session-implementations.ts';
import { announceSessionEnd } from './session-end.ts';

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
});

/** Logging out closes the chat window (spec section 6). */
// The chat window subscribes to the session's end (session-end.ts): no import of the chat feature.
const closeChatWindow = announceSessionEnd;

interface Props {
  /** Goes to a path inside the app (logout goes to '/'): the app passes its router's. */
  navigate: (to: string) => void;
  /** What was sent to the session before this engine ran: sent to the machine at its start. */
  early: EarlySessionEvents;
  /** Hands the running machine to `SessionProvider`, which reads the session from it. */
  onActor: (actor: SessionActor) => void;
}

/**
 * The session machine with the app's effects (spec sections 3, 4, 6): boot, restore from
 * storage or `?token=`, 401 from any call, logout with confirmation. `SessionProvider` loads
 * it in a chunk of its own and renders it beside the app, which it does not wrap: the app is
 * not remounted when it arrives.
 */
export function SessionEngine({ navigate, early, onActor }: Props) {
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
  const { token, member, expiredAccount, linkMember } = snapshot.context;
  const answerLinkSwitch = useCallback(
    (ok: boolean) => actor.send({ type: ok ? 'session.confirm' : 'session.cancel' }),
    [actor],
  );
  useForgetMemberData(token, expiredAccount);
  useEffect(() => early.drain((event) => sendToSession(actor, event)), [early, actor]);

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

  // Before the browser paints: the provider reads every later change in the same render.
  useLayoutEffect(() => onActor(actor), [actor, onActor]);

  return snapshot.value === 'confirmingLinkSwitch' && linkMember ? (
    <Suspense fallback={null}>
      <LinkSwitchConfirm current={member} next={linkMember} onAnswer={answerLinkSwitch} />
    </Suspense>
  ) : null;
}
