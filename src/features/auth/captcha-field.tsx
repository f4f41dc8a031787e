import { defineMessages, useIntl } from 'react-intl';
import type { Failure } from '#machines/failure.ts';
import type { MessageRef } from '#machines/validation.ts';
import { TextField } from './text-field.tsx';

const messages = defineMessages({
  label: { id: 'auth.field.captcha', defaultMessage: 'Captcha' },
  placeholder: { id: 'auth.placeholder.captcha', defaultMessage: 'Enter the characters shown' },
  image: { id: 'auth.captcha.image', defaultMessage: 'Captcha image' },
  refresh: { id: 'auth.captcha.refresh', defaultMessage: 'New captcha image' },
  loading: { id: 'common.loading', defaultMessage: 'Loading…' },
  unavailable: {
    id: 'auth.captcha.unavailable',
    defaultMessage: 'Image not loaded. Tap to retry.',
  },
});

export interface CaptchaState {
  image: string | null;
  loading: boolean;
  canRefresh: boolean;
}

/**
 * The captcha of the username tab, shown once a failed login asked for it. A click on the
 * image asks for a new one; the machine allows that at most once a second.
 */
export function CaptchaField({
  captcha,
  failure,
  value,
  onValueChange,
  error,
  onRefresh,
}: {
  captcha: CaptchaState;
  failure: Failure | null;
  value: string;
  onValueChange: (value: string) => void;
  error: MessageRef | null | undefined;
  onRefresh: () => void;
}) {
  const intl = useIntl();
  const refresh = (
    <button
      type="button"
      className="ui-captcha"
      aria-label={intl.formatMessage(messages.refresh)}
      aria-busy={captcha.loading}
      onClick={onRefresh}
    >
      {captcha.image && !captcha.loading && (
        <img src={captcha.image} alt={intl.formatMessage(messages.image)} width={118} height={48} />
      )}
      {captcha.loading && <span>{intl.formatMessage(messages.loading)}</span>}
      {!captcha.image && !captcha.loading && failure && (
        <span>{intl.formatMessage(messages.unavailable)}</span>
      )}
    </button>
  );
  return (
    <TextField
      label={intl.formatMessage(messages.label)}
      placeholder={intl.formatMessage(messages.placeholder)}
      required
      value={value}
      onValueChange={onValueChange}
      error={error}
      testId="login-captcha"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={8}
      trailing={refresh}
    />
  );
}
