import { defineMessages, useIntl } from 'react-intl';
import type { LoginField } from '#machines/login/context.ts';
import type { FieldErrors } from '#machines/validation.ts';
import { smsLoginCode } from '#src/api/session.ts';
import { SmsCodeButton } from '#src/shared/sms-code-button.tsx';
import { CaptchaField, type CaptchaState } from './captcha-field.tsx';
import { MobileCodeFields } from './mobile-code-fields.tsx';
import { toWireSms } from './sms-request.ts';
import { TextField } from './text-field.tsx';
import type { Failure } from '#machines/failure.ts';

const messages = defineMessages({
  username: { id: 'auth.field.username', defaultMessage: 'Username' },
  usernamePlaceholder: { id: 'auth.placeholder.username', defaultMessage: 'Enter your username' },
  password: { id: 'auth.field.password', defaultMessage: 'Password' },
  passwordPlaceholder: { id: 'auth.placeholder.password', defaultMessage: 'Enter your password' },
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
  return (
    <MobileCodeFields
      values={{ mobile: values.mobile, dialCode, code: values.code }}
      onChange={onChange}
      errors={errors}
      testIds={{ mobile: 'login-mobile', code: 'login-sms-code' }}
      sendButton={(onNumberError) => (
        <SmsCodeButton
          request={(request) => smsLoginCode(toWireSms(request))}
          mobile={values.mobile}
          dialCode={dialCode}
          onNumberError={onNumberError}
        />
      )}
    />
  );
}
