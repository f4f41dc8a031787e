import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  changePasswordMachine,
  selectShowsOldPassword,
} from '#machines/change-password/machine.ts';
import { useAlert } from '#src/shared/alerts.tsx';
import type { AuthDialogOptions } from '#src/shared/auth-dialogs.tsx';
import { useSession } from '#src/shared/session.tsx';
import { Modal } from '#src/ui/modal.tsx';
import { FormFailure } from '#src/ui/form-failure.tsx';
import { createChangePasswordImplementations } from './change-password-implementations.ts';
import { usePasswordHint } from './password-hint.tsx';
import { usePasswordRules } from './password-rules.ts';
import { TextField } from './text-field.tsx';
import '#src/ui/form.css';
import './auth.css';
import { machineInspection } from '#src/platform/machine-inspection.ts';

const messages = defineMessages({
  title: { id: 'auth.changePassword.title', defaultMessage: 'Change password' },
  firstLogin: {
    id: 'auth.changePassword.firstLogin',
    defaultMessage:
      'This is your first login. Please replace the default password with one of your own.',
  },
  expired: {
    id: 'auth.changePassword.expired',
    defaultMessage: 'Your password has expired. Please choose a new one to continue.',
  },
  oldPassword: { id: 'auth.field.oldPassword', defaultMessage: 'Old password' },
  oldPasswordPlaceholder: {
    id: 'auth.placeholder.oldPassword',
    defaultMessage: 'Enter your current password',
  },
  newPassword: { id: 'auth.field.newPassword', defaultMessage: 'New password' },
  newPasswordPlaceholder: {
    id: 'auth.placeholder.newPassword',
    defaultMessage: 'Enter a new password',
  },
  confirmPassword: { id: 'auth.field.confirmPassword', defaultMessage: 'Confirm new password' },
  confirmPasswordPlaceholder: {
    id: 'auth.placeholder.confirmPassword',
    defaultMessage: 'Enter the new password again',
  },
  submit: { id: 'auth.changePassword.submit', defaultMessage: 'Change password' },
  submitting: { id: 'auth.form.submitting', defaultMessage: 'Please wait…' },
  done: { id: 'auth.changePassword.done', defaultMessage: 'Your password has been changed.' },
});

/**
 * Change password (changePassModal, spec sections 4 and 5) on the `changePassword` machine:
 * the old password only when not known (the forced change after a first login or an expired
 * password passes it), the new one against the platform's rule, the confirmation equal.
 */
export function ChangePasswordModal({
  reason = 'voluntary',
  oldPassword,
  onClose,
}: Pick<AuthDialogOptions, 'reason' | 'oldPassword'> & { onClose: () => void }) {
  const intl = useIntl();
  const session = useSession();
  const alert = useAlert();
  const rules = usePasswordRules();
  const passwordHint = usePasswordHint(rules.password);
  const actorRef = useActorRef(
    changePasswordMachine.provide(
      createChangePasswordImplementations({
        session,
        closeModal: () => {
          onClose();
          void alert({ message: intl.formatMessage(messages.done), tone: 'success' });
        },
      }),
    ),
    {
      inspect: machineInspection,
      input: {
        oldPasswordKnown: Boolean(oldPassword),
        oldPassword,
        passwordRule: rules.password,
      },
    },
  );
  const showsOld = useSelector(actorRef, selectShowsOldPassword);
  const errors = useSelector(actorRef, (s) => s.context.fieldErrors);
  const failure = useSelector(actorRef, (s) => s.context.failure);
  const busy = useSelector(actorRef, (s) => s.hasTag('loading'));
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
    required: true,
    type: 'password',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'password.submit', ...values });
  };

  const explanation =
    reason === 'firstLogin' ? messages.firstLogin : reason === 'expired' ? messages.expired : null;
  return (
    <Modal title={intl.formatMessage(messages.title)} onClose={onClose}>
      <form className="ui-form auth-popup" noValidate onSubmit={submit} aria-busy={busy}>
        {explanation && <p className="auth-notice">{intl.formatMessage(explanation)}</p>}
        {showsOld && (
          <TextField
            {...field('oldPassword')}
            label={intl.formatMessage(messages.oldPassword)}
            placeholder={intl.formatMessage(messages.oldPasswordPlaceholder)}
            autoComplete="current-password"
          />
        )}
        <TextField
          {...field('newPassword')}
          label={intl.formatMessage(messages.newPassword)}
          placeholder={intl.formatMessage(messages.newPasswordPlaceholder)}
          autoComplete="new-password"
          hint={passwordHint}
        />
        <TextField
          {...field('confirmPassword')}
          label={intl.formatMessage(messages.confirmPassword)}
          placeholder={intl.formatMessage(messages.confirmPasswordPlaceholder)}
          autoComplete="new-password"
        />
        <FormFailure failure={failure} />
        <button
          type="submit"
          className="button button--primary ui-form__submit"
          aria-busy={busy}
          aria-disabled={busy}
        >
          {intl.formatMessage(busy ? messages.submitting : messages.submit)}
        </button>
      </form>
    </Modal>
  );
}
