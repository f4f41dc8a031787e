import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { AuthenticatorSetup } from '#schemas/account-api.ts';
import { confirmAuthenticator, setupAuthenticator } from '#src/api/security.ts';
import { invalidateSecurity } from '#src/api/security.queries.ts';
import { Field, Refusal } from './field.tsx';
import { securityMessages as m } from './security-messages.ts';
import { useSubmit } from './use-submit.ts';

/**
 * Turns the authenticator on: a new secret shown as a QR code (otpauth:// URI, spec section 9's
 * QR defaults: size 200, level M) and as text, confirmed with a code of it.
 */
export function AuthenticatorSetupForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const starting = useSubmit();
  const confirming = useSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = /^\d{6}$/.test(code.trim()) ? null : intl.formatMessage(m.codeInvalid);
    setError(invalid);
    if (invalid) return;
    if (await confirming.run(() => confirmAuthenticator(code.trim()))) {
      void invalidateSecurity(queryClient);
      onDone();
    }
  };

  if (!setup) {
    return (
      <div>
        <button
          type="button"
          className="button button--primary"
          disabled={starting.busy}
          onClick={() =>
            void starting.run(setupAuthenticator).then((answer) => answer && setSetup(answer))
          }
        >
          {intl.formatMessage(m.authenticatorStart)}
        </button>
        <Refusal failure={starting.failure} fallback={intl.formatMessage(m.failed)} />
      </div>
    );
  }
  return (
    <form className="ui-form security__form" noValidate onSubmit={submit}>
      <p>{intl.formatMessage(m.authenticatorScan)}</p>
      <QRCodeSVG value={setup.uri} size={200} level="M" marginSize={2} title={setup.uri} />
      <dl className="security__key">
        <dt>{intl.formatMessage(m.authenticatorKey)}</dt>
        <dd>
          <code data-testid="totp-secret">{setup.secret}</code>
        </dd>
      </dl>
      <Field
        label={intl.formatMessage(m.code)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onValueChange={setCode}
        error={error}
      />
      <Refusal failure={confirming.failure} fallback={intl.formatMessage(m.failed)} />
      <button type="submit" className="button button--primary" aria-disabled={confirming.busy}>
        {intl.formatMessage(m.authenticatorConfirm)}
      </button>
    </form>
  );
}
