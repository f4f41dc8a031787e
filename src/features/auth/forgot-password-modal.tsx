import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { RecoveryMethod } from '#machines/password-recovery/context.ts';
import { passwordRecoveryMachine } from '#machines/password-recovery/machine.ts';
import { selectMethod } from '#machines/password-recovery/selectors.ts';
import { useAlert } from '#src/shared/alerts.tsx';
import { useAuthDialogs } from '#src/shared/auth-dialogs.tsx';
import { useFlag } from '#src/shared/platform-config.tsx';
import { useSession } from '#src/shared/session.tsx';
import { Modal } from '#src/ui/modal.tsx';
import { useSliderBotCheck } from '#src/ui/slider-bot-check.tsx';
import { tabPanelProps, Tabs } from '#src/ui/tabs.tsx';
import { createPasswordRecoveryImplementations } from './password-recovery-implementations.ts';
import { usePasswordRules } from './password-rules.ts';
import { EmailResetForm, MobileResetForm } from './recovery-forms.tsx';
import '#src/ui/form.css';
import './auth.css';
import { machineInspection } from '#src/platform/machine-inspection.ts';

const messages = defineMessages({
  title: { id: 'auth.forgot.title', defaultMessage: 'Forgot password' },
  methods: { id: 'auth.forgot.methods', defaultMessage: 'Recovery method' },
  byEmail: { id: 'auth.forgot.byEmail', defaultMessage: 'By e-mail' },
  byMobile: { id: 'auth.forgot.byMobile', defaultMessage: 'By mobile' },
  unavailable: {
    id: 'auth.forgot.unavailable',
    defaultMessage: 'Password recovery is not available online. Please contact customer service.',
  },
  emailSent: {
    id: 'auth.forgot.emailSent',
    defaultMessage: 'A new password has been sent to your e-mail address.',
  },
  loginAgain: {
    id: 'auth.forgot.loginAgain',
    defaultMessage: 'Your password has been changed. Please log in with the new password.',
  },
});

/**
 * Forgot password (forgetPassModal, spec sections 4 and 5) on the `passwordRecovery` machine:
 * by e-mail (CHNGPASSMAIL3) or by mobile (CHNGPASSVERIF3), the first enabled one selected.
 */
export function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const alert = useAlert();
  const dialogs = useAuthDialogs();
  const session = useSession();
  const navigate = useNavigate();
  const rules = usePasswordRules();
  const emailEnabled = useFlag('CHNGPASSMAIL3');
  const mobileEnabled = useFlag('CHNGPASSVERIF3');
  const { botCheck, slider } = useSliderBotCheck();

  // The first render's implementations serve the machine for the modal's life.
  const [logic] = useState(() =>
    passwordRecoveryMachine.provide(
      createPasswordRecoveryImplementations({
        botCheck,
        session,
        closeModal: onClose,
        navigate,
        showEmailSent: () =>
          void alert({ message: intl.formatMessage(messages.emailSent), tone: 'success' }),
        openLogin: () =>
          dialogs.open('login', { message: intl.formatMessage(messages.loginAgain) }),
      }),
    ),
  );
  const actorRef = useActorRef(logic, {
    inspect: machineInspection,
    input: {
      emailEnabled,
      mobileEnabled,
      passwordRule: rules.password,
      usernameRule: rules.username,
    },
  });
  const method = useSelector(actorRef, selectMethod);
  const unavailable = useSelector(actorRef, (s) => s.matches('unavailable'));

  const tabs = [
    ...(emailEnabled
      ? [{ id: 'email' as const, label: intl.formatMessage(messages.byEmail) }]
      : []),
    ...(mobileEnabled
      ? [{ id: 'mobile' as const, label: intl.formatMessage(messages.byMobile) }]
      : []),
  ];
  return (
    <Modal title={intl.formatMessage(messages.title)} onClose={onClose}>
      <div className="auth-popup">
        {unavailable && (
          <p className="auth-notice">
            <FormattedMessage {...messages.unavailable} />
          </p>
        )}
        {method && tabs.length > 1 && (
          <Tabs<RecoveryMethod>
            idPrefix="recovery"
            label={intl.formatMessage(messages.methods)}
            selected={method}
            onSelect={(next) => actorRef.send({ type: 'recovery.setMethod', method: next })}
            items={tabs}
          />
        )}
        {method && (
          <div {...(tabs.length > 1 ? tabPanelProps('recovery', method) : {})}>
            {method === 'email' ? (
              <EmailResetForm actorRef={actorRef} />
            ) : (
              <MobileResetForm actorRef={actorRef} passwordRule={rules.password} />
            )}
          </div>
        )}
      </div>
      {slider}
    </Modal>
  );
}
