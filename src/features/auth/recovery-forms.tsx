import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { passwordRecoveryMachine } from '#machines/password-recovery/machine.ts';
import type { TextRule } from '#machines/types.ts';
import { SmsCodeButtonView } from '#src/shared/sms-code-button.tsx';
import { useDefaultDialCode } from '#src/ui/dial-code-select.tsx';
import { FormFailure } from '#src/ui/form-failure.tsx';
import { MobileCodeFields } from './mobile-code-fields.tsx';
import { usePasswordHint } from './password-hint.tsx';
import { TextField } from './text-field.tsx';

const messages = defineMessages({
  username: { id: 'auth.field.username', defaultMessage: 'Username' },
  usernamePlaceholder: { id: 'auth.placeholder.username', defaultMessage: 'Enter your username' },
  email: { id: 'auth.field.email', defaultMessage: 'E-mail' },
  emailPlaceholder: { id: 'auth.placeholder.email', defaultMessage: 'Enter your e-mail address' },
  newPassword: { id: 'auth.field.newPassword', defaultMessage: 'New password' },
  newPasswordPlaceholder: {
    id: 'auth.placeholder.newPassword',
    defaultMessage: 'Enter a new password',
  },
  sendEmail: { id: 'auth.forgot.sendEmail', defaultMessage: 'Send a new password' },
  reset: { id: 'auth.forgot.reset', defaultMessage: 'Reset password' },
  submitting: { id: 'auth.form.submitting', defaultMessage: 'Please wait…' },
});

type RecoveryRef = ActorRefFrom<typeof passwordRecoveryMachine>;

function useRecoveryState(actorRef: RecoveryRef) {
  return {
    errors: useSelector(actorRef, (s) => s.context.fieldErrors),
    failure: useSelector(actorRef, (s) => s.context.failure),
    busy: useSelector(actorRef, (s) => s.hasTag('loading')),
  };
}

function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  const intl = useIntl();
  return (
    <button
      type="submit"
      className="button button--primary ui-form__submit"
      aria-busy={busy}
      aria-disabled={busy}
    >
      {busy ? intl.formatMessage(messages.submitting) : label}
    </button>
  );
}

/** Recovery by e-mail (CHNGPASSMAIL3): the username and its e-mail address. */
export function EmailResetForm({ actorRef }: { actorRef: RecoveryRef }) {
  const intl = useIntl();
  const { errors, failure, busy } = useRecoveryState(actorRef);
  const [values, setValues] = useState({ username: '', email: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'recovery.submitEmail', ...values });
  };
  return (
    <form className="ui-form" noValidate onSubmit={submit} aria-busy={busy}>
      <TextField
        label={intl.formatMessage(messages.username)}
        placeholder={intl.formatMessage(messages.usernamePlaceholder)}
        required
        value={values.username}
        onValueChange={(username) => setValues((current) => ({ ...current, username }))}
        error={errors.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        type="email"
        label={intl.formatMessage(messages.email)}
        placeholder={intl.formatMessage(messages.emailPlaceholder)}
        required
        value={values.email}
        onValueChange={(email) => setValues((current) => ({ ...current, email }))}
        error={errors.email}
        autoComplete="email"
      />
      <FormFailure failure={failure} />
      <SubmitButton busy={busy} label={intl.formatMessage(messages.sendEmail)} />
    </form>
  );
}

/** Recovery by mobile (CHNGPASSVERIF3): number, SMS code, new password, then logged in. */
export function MobileResetForm({
  actorRef,
  passwordRule,
}: {
  actorRef: RecoveryRef;
  passwordRule: TextRule;
}) {
  const intl = useIntl();
  const { errors, failure, busy } = useRecoveryState(actorRef);
  const sms = useSelector(actorRef, (s) => s.children.sms);
  const defaultDialCode = useDefaultDialCode('');
  const passwordHint = usePasswordHint(passwordRule);
  const [values, setValues] = useState({
    mobile: '',
    dialCode: null as string | null,
    code: '',
    newPassword: '',
  });
  const dialCode = values.dialCode ?? defaultDialCode;
  const change = (next: Partial<typeof values>) =>
    setValues((current) => ({ ...current, ...next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'recovery.submitMobile', ...values, dialCode });
  };
  return (
    <form className="ui-form" noValidate onSubmit={submit} aria-busy={busy}>
      <MobileCodeFields
        values={{ mobile: values.mobile, dialCode, code: values.code }}
        onChange={change}
        errors={errors}
        sendButton={(onNumberError) =>
          sms && (
            <SmsCodeButtonView
              actorRef={sms}
              mobile={values.mobile}
              dialCode={dialCode}
              onNumberError={onNumberError}
            />
          )
        }
      />
      <TextField
        type="password"
        label={intl.formatMessage(messages.newPassword)}
        placeholder={intl.formatMessage(messages.newPasswordPlaceholder)}
        required
        value={values.newPassword}
        onValueChange={(newPassword) => change({ newPassword })}
        error={errors.newPassword}
        hint={passwordHint}
        autoComplete="new-password"
      />
      <FormFailure failure={failure} />
      <SubmitButton busy={busy} label={intl.formatMessage(messages.reset)} />
    </form>
  );
}
