import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import type {
  AutoLoginRequest,
  EmailResetRequest,
  PhoneResetRequest,
  PhoneResetResult,
  RecoveryMethod,
} from '#machines/password-recovery/context.ts';
import { passwordRecoveryMachine } from '#machines/password-recovery/machine.ts';
import { selectMethod } from '#machines/password-recovery/selectors.ts';
import type { LoginResult } from '#machines/types.ts';
import { resetByEmail, resetByPhone } from '#src/api/member.ts';
import { smsLoginCode } from '#src/api/session.ts';
import { useAlert } from '#src/app/providers/alerts.tsx';
import { useAuthDialogs } from '#src/app/providers/auth-dialogs.tsx';
import { useFlag } from '#src/app/providers/platform-config.tsx';
import { useSession } from '#src/app/providers/session.tsx';
import { saveSessionToken } from '#src/platform/member-storage.ts';
import { Modal } from '#src/ui/modal.tsx';
import { useSliderBotCheck } from '#src/ui/slider-bot-check.tsx';
import { smsCountdownWith } from '#src/ui/sms-code-button.tsx';
import { tabPanelProps, Tabs } from '#src/ui/tabs.tsx';
import { usePasswordRules } from './password-rules.ts';
import { EmailResetForm, MobileResetForm } from './recovery-forms.tsx';
import { toWireSms } from './sms-request.ts';
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
 * The phone reset already logs the member in (its answer is a login result): the machine's
 * automatic login takes that answer instead of logging in a second time. One pair per modal.
 */
function createPhoneReset() {
  let login: LoginResult | null = null;
  return {
    resetByPhone: fromPromise<PhoneResetResult, PhoneResetRequest>(async ({ input }) => {
      login = await resetByPhone({
        mobileNum: input.mobile,
        countryDialingCode: input.dialCode || undefined,
        verificationCode: input.code,
        newPassword: input.newPassword,
      });
      return {};
    }),
    autoLogin: fromPromise<LoginResult, AutoLoginRequest>(async () => {
      if (!login) throw new Error('The phone reset answered no login');
      return login;
    }),
  };
}

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
  const [phoneReset] = useState(createPhoneReset);
  const { botCheck, slider } = useSliderBotCheck();

  const actorRef = useActorRef(
    passwordRecoveryMachine.provide({
      actors: {
        // The reset asks for a login code: SMS login and reset by phone share codes.
        smsCountdown: smsCountdownWith(botCheck, (request) => smsLoginCode(toWireSms(request))),
        resetByEmail: fromPromise<unknown, EmailResetRequest>(({ input }) => resetByEmail(input)),
        ...phoneReset,
      },
      actions: {
        closeModal: () => onClose(),
        navigateHome: () => void navigate('/'),
        showEmailSent: () =>
          void alert({ message: intl.formatMessage(messages.emailSent), tone: 'success' }),
        saveToken: (_, { token }) => {
          saveSessionToken(token);
          session.loggedIn(token);
        },
        openLogin: () =>
          dialogs.open('login', { message: intl.formatMessage(messages.loginAgain) }),
      },
    }),
    {
      inspect: machineInspection,
      input: {
        emailEnabled,
        mobileEnabled,
        passwordRule: rules.password,
        usernameRule: rules.username,
      },
    },
  );
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
