import { shallowEqual, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import {
  defineMessages,
  FormattedMessage,
  useIntl,
  type MessageDescriptor,
  type NoMessageValues,
} from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { loginMachine } from '#machines/login/machine.ts';
import { selectFailure, selectIsBusy } from '#machines/login/selectors.ts';
import { sendsCode, type TwoStepMethod } from '#machines/login/two-step.ts';
import { FormFailure } from '#src/ui/form-failure.tsx';
import { TextField } from './text-field.tsx';

const messages = defineMessages<{
  title: NoMessageValues;
  intro: { ip: string };
  methods: NoMessageValues;
  sendCode: NoMessageValues;
  resendIn: { seconds: number };
  sentSms: { to: string };
  sentEmail: { to: string };
  triesLeft: { count: number };
  submit: NoMessageValues;
  verifying: NoMessageValues;
  cancel: NoMessageValues;
}>({
  title: { id: 'auth.twoStep.title', defaultMessage: 'Verify it is you' },
  intro: {
    id: 'auth.twoStep.intro',
    defaultMessage:
      'This login comes from a new IP address ({ip}). Confirm it with one of the methods you have set.',
  },
  methods: { id: 'auth.twoStep.methods', defaultMessage: 'Verification method' },
  sendCode: { id: 'auth.twoStep.sendCode', defaultMessage: 'Send code' },
  resendIn: { id: 'auth.twoStep.resendIn', defaultMessage: 'Send again in {seconds}s' },
  sentSms: { id: 'auth.twoStep.sentSms', defaultMessage: 'A code was sent to {to}.' },
  sentEmail: { id: 'auth.twoStep.sentEmail', defaultMessage: 'A code was sent to {to}.' },
  triesLeft: {
    id: 'auth.twoStep.triesLeft',
    defaultMessage: '{count, plural, one {# try left} other {# tries left}}',
  },
  submit: { id: 'auth.twoStep.submit', defaultMessage: 'Verify and log in' },
  verifying: { id: 'auth.twoStep.verifying', defaultMessage: 'Verifying…' },
  cancel: { id: 'auth.twoStep.cancel', defaultMessage: 'Back to login' },
});

const METHOD_LABELS = defineMessages({
  sms: { id: 'auth.twoStep.method.sms', defaultMessage: 'SMS code' },
  email: { id: 'auth.twoStep.method.email', defaultMessage: 'E-mail code' },
  bankName: { id: 'auth.twoStep.method.bankName', defaultMessage: 'Bank account name' },
  totp: { id: 'auth.twoStep.method.totp', defaultMessage: 'Authenticator app' },
} satisfies Record<TwoStepMethod, MessageDescriptor>);

const ANSWER_LABELS = defineMessages({
  sms: { id: 'auth.twoStep.answer.sms', defaultMessage: 'Code from the SMS' },
  email: { id: 'auth.twoStep.answer.email', defaultMessage: 'Code from the e-mail' },
  bankName: {
    id: 'auth.twoStep.answer.bankName',
    defaultMessage: 'Name on your bank account',
  },
  totp: { id: 'auth.twoStep.answer.totp', defaultMessage: '6-digit code from the app' },
} satisfies Record<TwoStepMethod, MessageDescriptor>);

/**
 * Two-step verification of the login popup (spec section 8), on the `login` machine's
 * `twoStep` state: choose a proof the member has set, ask for a code (SMS or e-mail, with its
 * resend wait) or type the bank account name or the authenticator code, verify.
 */
export function TwoStepForm({ actorRef }: { actorRef: ActorRefFrom<typeof loginMachine> }) {
  const intl = useIntl();
  const view = useSelector(
    actorRef,
    (s) => ({
      challenge: s.context.twoStep,
      method: s.context.twoStepMethod,
      resendIn: s.context.resendIn,
      codeSentBy: s.context.codeSentBy,
      triesLeft: s.context.triesLeft,
      answerError: s.context.fieldErrors.answer ?? null,
      verifying: s.matches({ active: { flow: { twoStep: { proof: 'verifying' } } } }),
      sending: s.matches({ active: { flow: { twoStep: { code: 'sending' } } } }),
    }),
    shallowEqual,
  );
  const busy = useSelector(actorRef, selectIsBusy);
  const failure = useSelector(actorRef, selectFailure, shallowEqual);
  const [answers, setAnswers] = useState<Partial<Record<TwoStepMethod, string>>>({});
  const { challenge, method } = view;
  if (!challenge || !method) return null;
  const answer = answers[method] ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'twoStep.submit', answer });
  };
  const sentTo = view.codeSentBy === 'email' ? challenge.maskedEmail : challenge.maskedMobile;

  return (
    <form className="ui-form" noValidate onSubmit={submit} aria-busy={busy} data-testid="two-step">
      <h2 className="two-step__title">
        <FormattedMessage {...messages.title} />
      </h2>
      <p>
        <FormattedMessage {...messages.intro} values={{ ip: challenge.ip }} />
      </p>
      <fieldset className="two-step__methods">
        <legend>{intl.formatMessage(messages.methods)}</legend>
        {challenge.methods.map((item) => (
          <label key={item} className="ui-form__check">
            <input
              type="radio"
              name="two-step-method"
              value={item}
              checked={item === method}
              data-testid={`two-step-method-${item}`}
              onChange={() => actorRef.send({ type: 'twoStep.choose', method: item })}
            />
            {intl.formatMessage(METHOD_LABELS[item])}
          </label>
        ))}
      </fieldset>
      {sendsCode(method) && (
        <div className="two-step__send">
          <button
            type="button"
            className="button button--outline"
            data-testid="two-step-send"
            disabled={view.sending || view.resendIn > 0}
            onClick={() => actorRef.send({ type: 'twoStep.sendCode' })}
          >
            {view.resendIn > 0
              ? intl.formatMessage(messages.resendIn, { seconds: view.resendIn })
              : intl.formatMessage(messages.sendCode)}
          </button>
          {view.codeSentBy === method && sentTo && (
            <p role="status">
              {intl.formatMessage(method === 'email' ? messages.sentEmail : messages.sentSms, {
                to: sentTo,
              })}
            </p>
          )}
        </div>
      )}
      <TextField
        label={intl.formatMessage(ANSWER_LABELS[method])}
        placeholder={intl.formatMessage(ANSWER_LABELS[method])}
        value={answer}
        onValueChange={(value) => setAnswers((current) => ({ ...current, [method]: value }))}
        required
        error={view.answerError}
        testId="two-step-answer"
        autoComplete={method === 'bankName' ? 'name' : 'one-time-code'}
        inputMode={method === 'bankName' ? 'text' : 'numeric'}
        maxLength={method === 'bankName' ? 50 : 255}
      />
      <FormFailure failure={failure} />
      {view.triesLeft !== null && view.triesLeft > 0 && (
        <p className="two-step__tries" data-testid="two-step-tries">
          {intl.formatMessage(messages.triesLeft, { count: view.triesLeft })}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary ui-form__submit"
        data-testid="two-step-submit"
        aria-disabled={busy}
      >
        {intl.formatMessage(view.verifying ? messages.verifying : messages.submit)}
      </button>
      <button
        type="button"
        className="ui-form__link"
        onClick={() => actorRef.send({ type: 'twoStep.cancel' })}
      >
        <FormattedMessage {...messages.cancel} />
      </button>
    </form>
  );
}
