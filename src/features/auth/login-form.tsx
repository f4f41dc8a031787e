import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { Failure } from '#machines/failure.ts';
import type { LoginType } from '#machines/login/events.ts';
import { loginMachine } from '#machines/login/machine.ts';
import { selectCaptcha } from '#machines/captcha/machine.ts';
import { selectCaptchaRef, selectFailure, selectIsBusy } from '#machines/login/selectors.ts';
import { useAuthDialogs } from '#src/shared/auth-dialogs.tsx';
import { useFlag } from '#src/shared/platform-config.tsx';
import { useSession } from '#src/shared/session.tsx';
import { readRememberedLogin } from '#src/platform/remembered-login.ts';
import { tabPanelProps, Tabs } from '#src/ui/tabs.tsx';
import { useDefaultDialCode } from '#src/ui/dial-code-select.tsx';
import { FormFailure } from '#src/ui/form-failure.tsx';
import { SmsFields, UsernameFields, type LoginValues } from './login-fields.tsx';
import { createLoginImplementations } from './login-implementations.ts';
import { useLoginInput } from './use-login-input.ts';
import { SocialSignIn } from './social-sign-in.tsx';
import { TwoStepForm } from './two-step-form.tsx';
import '#src/ui/form.css';
import './auth.css';
import { machineInspection } from '#src/platform/machine-inspection.ts';

const messages = defineMessages({
  tabs: { id: 'auth.login.tabs', defaultMessage: 'How to log in' },
  usernameTab: { id: 'auth.login.usernameTab', defaultMessage: 'Username' },
  smsTab: { id: 'auth.login.smsTab', defaultMessage: 'SMS code' },
  remember: { id: 'auth.login.remember', defaultMessage: 'Remember password' },
  forgot: { id: 'auth.login.forgot', defaultMessage: 'Forgot password?' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Log in' },
  submitting: { id: 'auth.login.submitting', defaultMessage: 'Logging in…' },
  freeTrial: { id: 'auth.login.freeTrial', defaultMessage: 'Free trial' },
});

/**
 * The login form (spec sections 2, 4 and 5) on the `login` machine: username or SMS tab,
 * captcha once asked for, remember-me, forgot password, free trial, social sign-in. Used by the login popup
 * and by the /login page. What was typed stays through failures and tab switches.
 */
export function LoginForm({ initialTab = 'username' }: { initialTab?: LoginType }) {
  const intl = useIntl();
  const dialogs = useAuthDialogs();
  const smsEnabled = useFlag('MOBILEVERCODELOGIN3');
  const freePlayEnabled = useFlag('FREEPLAY3');
  const [remembered] = useState(readRememberedLogin);
  const input = useLoginInput(smsEnabled ? initialTab : 'username', remembered.rememberMe);
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A login answering a 401 stays on the page the 401 interrupted (the member centre keeps it
  // with what was typed); on the /login page, and for any other login, the spec's move home.
  // Decided when the form opens: the login itself clears the session's `expiredAccount`.
  const [returnHome] = useState(() => session.expiredAccount === null || pathname === '/login');
  const actorRef = useActorRef(
    loginMachine.provide(
      createLoginImplementations({
        session,
        dialogs,
        navigate,
        returnHome,
      }),
    ),
    {
      input,
      inspect: machineInspection,
    },
  );

  const type = useSelector(actorRef, (s) => s.context.type);
  const busy = useSelector(actorRef, selectIsBusy);
  const errors = useSelector(actorRef, (s) => s.context.fieldErrors);
  const failure = useSelector(actorRef, selectFailure, shallowEqual);
  const rememberMe = useSelector(actorRef, (s) => s.context.rememberMe);
  const captchaShown = useSelector(actorRef, (s) => s.hasTag('captcha'));
  const twoStep = useSelector(actorRef, (s) => s.hasTag('twoStep'));
  // The image lives in the `captcha` child: its own changes do not reach the login's snapshot.
  const captchaRef = useSelector(actorRef, selectCaptchaRef);
  const { failure: captchaFailure, ...captchaView } = useSelector(
    captchaRef,
    selectCaptcha,
    shallowEqual,
  );
  const captcha = { shown: captchaShown, ...captchaView };
  // A refused social sign-in, shown in the same place until the next attempt of either kind.
  const [socialFailure, setSocialFailure] = useState<Failure | null>(null);

  const [values, setValues] = useState<LoginValues>({
    username: remembered.username,
    // The browser's password manager fills the password (autocomplete="current-password").
    password: '',
    captcha: '',
    mobile: remembered.mobileNum,
    dialCode: null,
    code: '',
  });
  const change = (next: Partial<LoginValues>) => setValues((current) => ({ ...current, ...next }));
  const dialCode = useDefaultDialCode(remembered.countryDialingCode);
  const effectiveDialCode = values.dialCode ?? dialCode;

  // A captcha answers one image: a new image needs a new answer.
  const [answeredImage, setAnsweredImage] = useState(captcha.image);
  if (answeredImage !== captcha.image) {
    setAnsweredImage(captcha.image);
    change({ captcha: '' });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSocialFailure(null);
    if (type === 'sms') {
      actorRef.send({
        type: 'login.submit',
        mobile: values.mobile,
        dialCode: effectiveDialCode,
        code: values.code,
      });
    } else {
      actorRef.send({
        type: 'login.submit',
        username: values.username,
        password: values.password,
        captcha: captchaShown ? values.captcha : undefined,
      });
    }
  };

  // Spec section 8: a login from a new IP asks for one more proof before it is done.
  if (twoStep) return <TwoStepForm actorRef={actorRef} />;

  return (
    <form className="ui-form" noValidate onSubmit={submit} aria-busy={busy}>
      {smsEnabled && (
        <Tabs
          idPrefix="login"
          label={intl.formatMessage(messages.tabs)}
          selected={type}
          onSelect={(loginType) => actorRef.send({ type: 'login.setType', loginType })}
          items={[
            {
              id: 'username',
              label: intl.formatMessage(messages.usernameTab),
              testId: 'login-tab-username',
            },
            { id: 'sms', label: intl.formatMessage(messages.smsTab), testId: 'login-tab-sms' },
          ]}
        />
      )}
      <div className="ui-form__fields" {...(smsEnabled ? tabPanelProps('login', type) : {})}>
        {type === 'sms' ? (
          <SmsFields
            values={values}
            dialCode={effectiveDialCode}
            onChange={change}
            errors={errors}
          />
        ) : (
          <UsernameFields
            values={values}
            onChange={change}
            errors={errors}
            captcha={captchaShown ? { ...captcha, failure: captchaFailure } : null}
            onRefreshCaptcha={() => actorRef.send({ type: 'captcha.refresh' })}
          />
        )}
      </div>
      <div className="ui-form__options">
        <label className="ui-form__check">
          <input
            type="checkbox"
            checked={rememberMe}
            onChange={() => actorRef.send({ type: 'login.toggleRemember' })}
          />
          <FormattedMessage {...messages.remember} />
        </label>
        <button
          type="button"
          className="ui-form__link"
          onClick={() => dialogs.open('forgotPassword')}
        >
          <FormattedMessage {...messages.forgot} />
        </button>
      </div>
      <FormFailure failure={socialFailure ?? failure} />
      <button
        type="submit"
        className="button button--primary ui-form__submit"
        data-testid="login-submit"
        aria-busy={busy}
        aria-disabled={busy}
      >
        {intl.formatMessage(busy ? messages.submitting : messages.submit)}
      </button>
      {freePlayEnabled && (
        <button
          type="button"
          className="button button--outline ui-form__submit"
          aria-disabled={busy}
          onClick={() => {
            setSocialFailure(null);
            actorRef.send({ type: 'login.freePlay' });
          }}
        >
          <FormattedMessage {...messages.freeTrial} />
        </button>
      )}
      <SocialSignIn onFailure={setSocialFailure} />
    </form>
  );
}
