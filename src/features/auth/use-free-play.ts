import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { createActor } from 'xstate';
import { loginMachine } from '#machines/login/machine.ts';
import { selectFailure } from '#machines/login/selectors.ts';
import { useAlert } from '#src/shared/alerts.tsx';
import { useAuthDialogs } from '#src/shared/auth-dialogs.tsx';
import { useSession } from '#src/shared/session.tsx';
import { createLoginImplementations } from './login-implementations.ts';
import { useLoginInput } from './use-login-input.ts';
import { machineInspection } from '#src/platform/machine-inspection.ts';
import { machineMessages } from '#src/ui/machine-messages.ts';
import { messageById } from '#src/ui/messages-by-id.ts';

/**
 * The header's free demo (spec section 4, "free play"): a `login` machine without its form,
 * sent `login.freePlay`: a trial account logs in, its info loads, home. A failure shows the
 * server message in a warning dialog. Presses while one runs are ignored.
 */
export function useFreePlay(): { start: () => void; busy: boolean } {
  const intl = useIntl();
  const alert = useAlert();
  const session = useSession();
  const dialogs = useAuthDialogs();
  const navigate = useNavigate();
  const input = useLoginInput('username', false);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const start = () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    const implementations = createLoginImplementations({ session, dialogs, navigate });
    const actor = createActor(loginMachine.provide(implementations), {
      input,
      inspect: machineInspection,
    });
    const finish = () => {
      running.current = false;
      setBusy(false);
      subscription.unsubscribe();
      actor.stop();
    };
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') return finish();
      const failure = selectFailure(snapshot);
      if (!failure) return;
      finish();
      void alert({
        message:
          failure.serverMessage ??
          intl.formatMessage(messageById(machineMessages, failure.messageId)),
        tone: 'warning',
      });
    });
    actor.start();
    actor.send({ type: 'login.freePlay' });
  };
  return { start, busy };
}
