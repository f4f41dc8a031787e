import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type {
  PhoneVerificationRequest,
  PhoneVerificationResult,
} from '#machines/registration/context.ts';
import { Modal } from '#src/ui/modal.tsx';
import {
  providerErrorCode,
  sendPhoneCode,
  toE164,
  verifyPhoneCode,
} from './simulated-phone-auth.api.ts';
import '#src/ui/form.css';

const phoneMessages = defineMessages<{
  sending: { phone: string };
  sent: { phone: string };
}>({
  sending: { id: 'register.phoneProvider.sending', defaultMessage: 'Sending a code to {phone}…' },
  sent: { id: 'register.phoneProvider.sent', defaultMessage: 'We sent a 6-digit code to {phone}.' },
});

const messages = defineMessages({
  title: {
    id: 'register.phoneProvider.title',
    defaultMessage: 'Phone verification (simulated provider)',
  },
  explanation: {
    id: 'register.phoneProvider.explanation',
    defaultMessage:
      'This is a demo: a real phone-verification provider would text the code. Here it arrives in the demo inbox.',
  },
  code: { id: 'register.phoneProvider.code', defaultMessage: 'Verification code' },
  verify: { id: 'register.phoneProvider.verify', defaultMessage: 'Verify' },
  verifying: { id: 'register.phoneProvider.verifying', defaultMessage: 'Verifying…' },
  resend: { id: 'register.phoneProvider.resend', defaultMessage: 'Send a new code' },
  cancel: { id: 'register.phoneProvider.cancel', defaultMessage: 'Cancel' },
});

export interface SimulatedPhoneAuthProps {
  /** The number of the registration form. */
  phone: PhoneVerificationRequest;
  onVerified: (result: PhoneVerificationResult) => void;
  /** A provider error code (spec section 8), e.g. 'auth/popup-closed-by-user'. */
  onFailed: (code: string) => void;
}

type Phase = 'sending' | 'ready' | 'verifying';

/**
 * What an external phone-auth provider's window would be, in demo builds: opening it texts a
 * 6-digit code to the form's number (the demo inbox shows it); Verify trades the code for the
 * identity token the platform accepts. Every refusal, and Cancel or Escape, ends it with the
 * provider's error code, which the registration form shows in words.
 */
export function SimulatedPhoneAuth({ phone, onVerified, onFailed }: SimulatedPhoneAuthProps) {
  const intl = useIntl();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>('sending');
  const [sessionInfo, setSessionInfo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const opened = useRef(false);
  // One outcome only: an answer arriving after Cancel must not verify a closed window.
  const settled = useRef(false);
  const phoneNumber = toE164(phone.dialCode, phone.mobile);
  const shownPhone = [phone.dialCode, phone.mobile].filter(Boolean).join(' ');

  const settle = (outcome: () => void) => {
    if (settled.current) return;
    settled.current = true;
    outcome();
  };
  const fail = (errorCode: string) => settle(() => onFailed(errorCode));

  const send = async () => {
    setPhase('sending');
    try {
      const session = await sendPhoneCode(phoneNumber);
      setSessionInfo(session.sessionInfo);
      setPhase('ready');
      input.current?.focus();
    } catch (error) {
      fail(providerErrorCode(error));
    }
  };

  // A provider texts the code as its window opens. Once: StrictMode runs effects twice.
  const sendOnOpen = useEffectEvent(() => void send());
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    sendOnOpen();
  }, []);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is a portal inside the registration form's React tree: keep this submit in it.
    event.stopPropagation();
    if (phase !== 'ready' || sessionInfo === null) return;
    setPhase('verifying');
    try {
      const { idToken } = await verifyPhoneCode({ sessionInfo, code });
      settle(() => onVerified({ idToken }));
    } catch (error) {
      fail(providerErrorCode(error));
    }
  };

  const busy = phase !== 'ready';
  return (
    <Modal
      title={intl.formatMessage(messages.title)}
      onClose={() => fail('auth/popup-closed-by-user')}
    >
      <form
        className="ui-form"
        noValidate
        onSubmit={(event) => void verify(event)}
        aria-busy={busy}
        data-testid="phone-provider"
      >
        <p>
          <FormattedMessage {...messages.explanation} />
        </p>
        <p role="status">
          {intl.formatMessage(phase === 'sending' ? phoneMessages.sending : phoneMessages.sent, {
            phone: shownPhone,
          })}
        </p>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={inputId}>
            <FormattedMessage {...messages.code} />
          </label>
          <input
            ref={input}
            id={inputId}
            className="ui-field__input"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            data-testid="phone-provider-code"
          />
        </div>
        <button
          type="submit"
          className="button button--primary ui-form__submit"
          aria-disabled={busy}
          data-testid="phone-provider-verify"
        >
          {intl.formatMessage(phase === 'verifying' ? messages.verifying : messages.verify)}
        </button>
        <button
          type="button"
          className="button button--outline ui-form__submit"
          aria-disabled={busy}
          onClick={() => {
            if (busy) return;
            setCode('');
            void send();
          }}
          data-testid="phone-provider-resend"
        >
          <FormattedMessage {...messages.resend} />
        </button>
        <button
          type="button"
          className="button button--outline ui-form__submit"
          onClick={() => fail('auth/popup-closed-by-user')}
          data-testid="phone-provider-cancel"
        >
          <FormattedMessage {...messages.cancel} />
        </button>
      </form>
    </Modal>
  );
}
