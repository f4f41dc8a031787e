import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { isEmail } from '#schemas/account-rules.ts';
import { bindEmail, sendBindCode } from '#src/api/security.ts';
import { invalidateSecurity } from '#src/api/security.queries.ts';
import { Field, Refusal } from './field.tsx';
import { securityMessages as m, securityValueMessages } from './security-messages.ts';
import { useSubmit } from './use-submit.ts';

/** Bind or change the e-mail: a code goes to the address (the demo inbox), then bind with it. */
export function BindEmail({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const [wait, setWait] = useState(0);
  const [sent, setSent] = useState(false);
  const sending = useSubmit();
  const binding = useSubmit();

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const emailError = () =>
    email.trim() === ''
      ? intl.formatMessage(m.required)
      : isEmail(email)
        ? undefined
        : intl.formatMessage(m.emailInvalid);

  const send = async () => {
    const error = emailError();
    setErrors({ email: error });
    if (error) return;
    const answer = await sending.run(() => sendBindCode({ channel: 'email', email: email.trim() }));
    if (answer) {
      setSent(true);
      setWait(answer.expiredMinutes * 60);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: emailError(),
      code: /^\d{4,}$/.test(code.trim()) ? undefined : intl.formatMessage(m.codeInvalid),
    };
    setErrors(found);
    if (found.email || found.code) return;
    const done = await binding.run(() => bindEmail({ email: email.trim(), code: code.trim() }));
    if (done) {
      void invalidateSecurity(queryClient);
      onDone();
    }
  };

  return (
    <form className="ui-form security__form" noValidate onSubmit={submit}>
      <Field
        label={intl.formatMessage(m.email)}
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={setEmail}
        error={errors.email}
        testId="security-email-input"
      />
      <button
        type="button"
        className="button button--outline"
        data-testid="security-email-send"
        disabled={sending.busy || wait > 0}
        onClick={() => void send()}
      >
        {wait > 0
          ? intl.formatMessage(securityValueMessages.resendIn, { seconds: wait })
          : intl.formatMessage(m.sendCode)}
      </button>
      {sent && <p role="status">{intl.formatMessage(m.emailSent)}</p>}
      <Refusal failure={sending.failure} fallback={intl.formatMessage(m.failed)} />
      <Field
        label={intl.formatMessage(m.code)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        value={code}
        onValueChange={setCode}
        error={errors.code}
        testId="security-email-code"
      />
      <Refusal failure={binding.failure} fallback={intl.formatMessage(m.failed)} />
      <button
        type="submit"
        className="button button--primary"
        data-testid="security-email-submit"
        aria-disabled={binding.busy}
      >
        {intl.formatMessage(binding.busy ? m.saving : m.bind)}
      </button>
    </form>
  );
}
