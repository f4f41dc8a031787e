import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { changeWithdrawPassword } from '#src/api/security.ts';
import { invalidateSecurity } from '#src/api/security.queries.ts';
import { setWithdrawPassword } from '#src/api/withdraw.ts';
import { Field, Refusal } from './field.tsx';
import { securityMessages as m } from './security-messages.ts';
import { useSubmit } from './use-submit.ts';

/** The platform's password rule (mock-server/passwords.ts): 6-20 letters and digits, both kinds. */
const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/;

/** Sets the first withdraw password (the withdraw page's call) or changes it with the old one. */
export function WithdrawPasswordForm({ isSet, onDone }: { isSet: boolean; onDone: () => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'old' | 'next' | 'confirm', string>>>({});
  const { busy, failure, run } = useSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      old: isSet && old === '' ? intl.formatMessage(m.required) : undefined,
      next: PASSWORD_RULE.test(next) ? undefined : intl.formatMessage(m.passwordFormat),
      confirm: confirm === next ? undefined : intl.formatMessage(m.confirmMismatch),
    };
    setErrors(found);
    if (found.old || found.next || found.confirm) return;
    const done = await run(async () => {
      if (isSet) {
        await changeWithdrawPassword({
          oldPassword: old,
          newPassword: next,
          confirmNewPassword: confirm,
        });
      } else {
        await setWithdrawPassword({ password: next, confirmPassword: confirm });
      }
      return true;
    });
    if (done) {
      void invalidateSecurity(queryClient);
      onDone();
    }
  };

  return (
    <form className="ui-form security__form" noValidate onSubmit={submit}>
      {isSet && (
        <Field
          label={intl.formatMessage(m.oldPassword)}
          type="password"
          autoComplete="current-password"
          value={old}
          onValueChange={setOld}
          error={errors.old}
        />
      )}
      <Field
        label={intl.formatMessage(m.newPassword)}
        type="password"
        autoComplete="new-password"
        value={next}
        onValueChange={setNext}
        error={errors.next}
      />
      <Field
        label={intl.formatMessage(m.confirmPassword)}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onValueChange={setConfirm}
        error={errors.confirm}
      />
      <Refusal failure={failure} fallback={intl.formatMessage(m.failed)} />
      <button type="submit" className="button button--primary" aria-disabled={busy}>
        {intl.formatMessage(busy ? m.saving : m.save)}
      </button>
    </form>
  );
}
