import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import {
  selectSmsLabel,
  smsCountdownMachine,
  type SmsCountdownInput,
  type SmsRequest,
} from '#machines/sms-countdown/machine.ts';
import type { SmsCodeResult } from '#machines/types.ts';
import type { MessageRef } from '#machines/validation.ts';
import { useAlert } from '#src/shared/alerts.tsx';
import { useSliderBotCheck } from '#src/ui/slider-bot-check.tsx';
import { machineMessages } from '#src/ui/machine-messages.ts';
import { messageById } from '#src/ui/messages-by-id.ts';
import { createSmsCountdownImplementations } from '#src/ui/sms-countdown-implementations.ts';
import './sms-code-button.css';
import { machineInspection } from '#src/platform/machine-inspection.ts';

const messages = defineMessages<{
  send: NoMessageValues;
  sending: NoMessageValues;
  codeSent: { seconds: number };
  sentNotice: NoMessageValues;
}>({
  send: { id: 'sms.send', defaultMessage: 'Send code' },
  sending: { id: 'sms.sending', defaultMessage: 'Sending…' },
  codeSent: { id: 'sms.codeSent', defaultMessage: 'Code sent ({seconds}s)' },
  sentNotice: { id: 'sms.sentNotice', defaultMessage: 'Verification code sent' },
});

export type SmsCountdownRef = ActorRefFrom<typeof smsCountdownMachine>;

interface ViewProps {
  /** The mobile number field's current value (the machine trims and checks it). */
  mobile: string;
  /** The dial code ('+84'; '' when the form has none). */
  dialCode: string;
  /**
   * The number was refused before any call (null once a send is accepted): the form shows it
   * under its mobile field.
   */
  onNumberError?: (error: MessageRef | null) => void;
}

export interface SmsCodeButtonProps extends ViewProps, SmsCountdownInput {
  /**
   * Asks the platform for a code (SMS login: `smsLoginCode`), the slider's ticket in
   * `request.botCheck`. Thrown errors are read with `toFailure` (the server message is shown).
   */
  request: (request: SmsRequest) => Promise<SmsCodeResult>;
}

/**
 * The 'send code' button of SMS login (spec sections 4 and 9), with its own `smsCountdown`
 * machine; each send opens the slider first. `SmsCodeButtonView` drives a machine that lives
 * elsewhere (the `sms` child of password recovery and of registration).
 */
export function SmsCodeButton({
  request,
  expiredMinutesDefault,
  thirdParty,
  ...view
}: SmsCodeButtonProps) {
  const { botCheck, slider } = useSliderBotCheck();
  const actorRef = useActorRef(
    smsCountdownMachine.provide(createSmsCountdownImplementations({ botCheck, request })),
    {
      input: { expiredMinutesDefault, thirdParty },
      inspect: machineInspection,
    },
  );
  return (
    <>
      <SmsCodeButtonView actorRef={actorRef} {...view} />
      {slider}
    </>
  );
}

/** The button for an `smsCountdown` actor: label, countdown, failures in a warning dialog. */
export function SmsCodeButtonView({
  actorRef,
  mobile,
  dialCode,
  onNumberError,
}: ViewProps & { actorRef: SmsCountdownRef }) {
  const intl = useIntl();
  const alert = useAlert();
  const label = useSelector(actorRef, selectSmsLabel);
  const failure = useSelector(actorRef, (s) =>
    s.matches({ flow: 'failed' }) ? s.context.failure : null,
  );
  const numberError = useSelector(actorRef, (s) =>
    s.matches({ flow: 'invalid' }) ? s.context.error : null,
  );

  // The parent may re-render with a new callback; only a new refusal is reported.
  const report = useRef(onNumberError);
  useEffect(() => {
    report.current = onNumberError;
  });
  useEffect(() => {
    report.current?.(numberError);
  }, [numberError]);

  // Spec section 8: a failed send shows the server message in a warning dialog.
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!failure || shown.current === failure) return;
    shown.current = failure;
    const message =
      failure.serverMessage ?? intl.formatMessage(messageById(machineMessages, failure.messageId));
    void alert({ message, tone: 'warning' }).then(() => actorRef.send({ type: 'sms.dismiss' }));
  }, [failure, alert, intl, actorRef]);

  const busy = label === 'sending';
  const counting = typeof label === 'object';
  return (
    <>
      <button
        type="button"
        className="button button--outline sms-code-button"
        data-testid="sms-send"
        aria-busy={busy}
        aria-disabled={busy || counting}
        onClick={() => actorRef.send({ type: 'sms.send', mobile, dialCode })}
      >
        {label === 'send' && intl.formatMessage(messages.send)}
        {busy && intl.formatMessage(messages.sending)}
        {counting && intl.formatMessage(messages.codeSent, { seconds: label.secondsLeft })}
      </button>
      {/* Announced once when the countdown starts, not every second. */}
      <span className="visually-hidden" role="status">
        {counting && <FormattedMessage {...messages.sentNotice} />}
      </span>
    </>
  );
}
