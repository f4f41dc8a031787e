import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { LoginField } from '#machines/login/context.ts';
import type { FieldErrors, MessageRef } from '#machines/validation.ts';
import { smsLoginCode } from '#src/api/session.ts';
import { SmsCodeButton } from '#src/ui/sms-code-button.tsx';
import { CaptchaField, type CaptchaState } from './captcha-field.tsx';
import { DialCodeSelect } from '#src/ui/dial-code-select.tsx';
import { toWireSms } from './sms-request.ts';
import { TextField } from './text-field.tsx';
import type { Failure } from '#machines/failure.ts';

const messages = defineMessages({
  username: { id: 'auth.field.username' },
  usernamePlaceholder: { id: 'auth.placeholder.username' },
  password: { id: 'auth.field.password' },
  passwordPlaceholder: { id: 'auth.placeholder.password' },
  mobile: { id: 'auth.field.mobile' },
  mobilePlaceholder: { id: 'auth.placeholder.mobile' },
  code: { id: 'auth.field.smsCode' },
  codePlaceholder: { id: 'auth.placeholder.smsCode' },
});

/** What the login form keeps typed, whichever tab is shown (nothing is lost on a failure). */
export interface LoginValues {
  username: string;
  password: string;
  captcha: string;
  mobile: string;
  /** null: the visitor's default (remembered, else from the platform, else '+84'). */
  dialCode: string | null;
  code: string;
}

type Change = (values: Partial<LoginValues>) => void;

/** Username, password and, once asked for, the captcha. */
export function UsernameFields({
  values,
  onChange,
  errors,
  captcha,
  onRefreshCaptcha,
}: {
  values: LoginValues;
  onChange: Change;
  errors: FieldErrors<LoginField>;
  captcha: (CaptchaState & { shown: boolean; failure: Failure | null }) | null;
  onRefreshCaptcha: () => void;
}) {
  const intl = useIntl();
  return (
    <>
      <TextField
        label={intl.formatMessage(messages.username)}
        placeholder={intl.formatMessage(messages.usernamePlaceholder)}
        required
        value={values.username}
        onValueChange={(username) => onChange({ username })}
        error={errors.username}
        testId="login-username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        type="password"
        label={intl.formatMessage(messages.password)}
        placeholder={intl.formatMessage(messages.passwordPlaceholder)}
        required
        value={values.password}
        onValueChange={(password) => onChange({ password })}
        error={errors.password}
        testId="login-password"
        autoComplete="current-password"
      />
      {captcha?.shown && (
        <CaptchaField
          captcha={captcha}
          failure={captcha.failure}
          value={values.captcha}
          onValueChange={(value) => onChange({ captcha: value })}
          error={errors.captcha}
          onRefresh={onRefreshCaptcha}
        />
      )}
    </>
  );
}

/** Dial code, mobile number and the SMS code with its send button. */
export function SmsFields({
  values,
  dialCode,
  onChange,
  errors,
}: {
  values: LoginValues;
  /** The dial code in force (the chosen one or the default). */
  dialCode: string;
  onChange: Change;
  errors: FieldErrors<LoginField>;
}) {
  const intl = useIntl();
  // A number the send button refused, until the number changes.
  const [numberError, setNumberError] = useState<MessageRef | null>(null);
  return (
    <>
      <TextField
        type="tel"
        label={intl.formatMessage(messages.mobile)}
        placeholder={intl.formatMessage(messages.mobilePlaceholder)}
        required
        value={values.mobile}
        onValueChange={(mobile) => {
          setNumberError(null);
          onChange({ mobile });
        }}
        error={errors.mobile ?? numberError}
        testId="login-mobile"
        autoComplete="tel-national"
        inputMode="tel"
        leading={
          <DialCodeSelect value={dialCode} onChange={(code) => onChange({ dialCode: code })} />
        }
      />
      <TextField
        label={intl.formatMessage(messages.code)}
        placeholder={intl.formatMessage(messages.codePlaceholder)}
        required
        value={values.code}
        onValueChange={(code) => onChange({ code })}
        error={errors.code}
        testId="login-sms-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={255}
        trailing={
          <SmsCodeButton
            request={(request) => smsLoginCode(toWireSms(request))}
            mobile={values.mobile}
            dialCode={dialCode}
            onNumberError={setNumberError}
          />
        }
      />
    </>
  );
}
