import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import type { RegistrationInput } from '#machines/registration/context.ts';
import type { MessageRef } from '#machines/validation.ts';
import { selectCaptcha } from '#machines/captcha/machine.ts';
import { registrationMachine } from '#machines/registration/machine.ts';
import {
  selectAffiliateWarning,
  selectCaptchaRef,
  selectFailure,
  selectIsBusy,
  selectSliderOpen,
} from '#machines/registration/selectors.ts';
import type { RegisterSettings } from '#schemas/platform-api.ts';
import { buildRegisterForm } from '#schemas/register.builder.ts';
import type {
  RegisterErrors,
  RegisterFlags,
  RegisterLayout,
  RegisterMode,
  RegisterValues,
} from '#schemas/register-form.types.ts';
import { WHITELABEL_FLAGS } from '#schemas/platform-api.ts';
import { answerSlider, getSliderChallenge } from '#src/api/slider.ts';
import { useAlert } from '#src/shared/alerts.tsx';
import { useAuthDialogs } from '#src/shared/auth-dialogs.tsx';
import { useOpenHelp } from '#src/shared/open-help.ts';
import { usePlatformConfig } from '#src/shared/platform-config.tsx';
import { useSession } from '#src/shared/session.tsx';
import { Latest } from '#src/platform/latest.ts';
import { useDefaultDialCode } from '#src/ui/dial-code-select.tsx';
import { FormFailure } from '#src/ui/form-failure.tsx';
import { useSliderBotCheck } from '#src/ui/slider-bot-check.tsx';
import { SliderPuzzle } from '#src/ui/slider-puzzle.tsx';
import { tabPanelProps, Tabs } from '#src/ui/tabs.tsx';
import { formatRegisterMessage } from './register-message.ts';
import {
  createRegistrationImplementations,
  type LiveForm,
} from './registration-implementations.ts';
import { BaseInputTemplate, FieldTemplate, ObjectFieldTemplate } from './rjsf-templates.tsx';
import { REGISTER_WIDGETS, type RegisterFormContext } from './rjsf-widgets.tsx';
import { registerValidator } from './register-validator.ts';
import { reportRuleWarnings } from './rule-warnings.ts';
import { usePhoneAuthProvider } from './simulated-phone-auth.host.tsx';
import { machineInspection } from '#src/platform/machine-inspection.ts';

const messages = defineMessages({
  tabs: { id: 'register.page.tabs', defaultMessage: 'Registration method' },
  usernameTab: { id: 'register.page.usernameTab', defaultMessage: 'Username' },
  mobileTab: { id: 'register.page.mobileTab', defaultMessage: 'Mobile number' },
  mobileTip: {
    id: 'register.page.mobileTip',
    defaultMessage:
      'Your account name is created automatically from your mobile number. Log in with the number and an SMS code, or with your password.',
  },
  submit: { id: 'register.page.submit', defaultMessage: 'Register' },
  submitting: { id: 'register.page.submitting', defaultMessage: 'Registering…' },
  affiliateInvalid: {
    id: 'register.page.affiliateInvalid',
    defaultMessage: 'Invalid invitation code',
  },
});

const TEMPLATES = { FieldTemplate, ObjectFieldTemplate, BaseInputTemplate };

/** The flags as the builder reads them. */
function flagsOf(on: ReadonlySet<string>): RegisterFlags {
  return Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, on.has(flag)]));
}

/** Leaves out of the schema the fields the machine does not want shown. */
function withoutFields(schema: RJSFSchema, hidden: string[]): RJSFSchema {
  if (hidden.length === 0) return schema;
  const properties = { ...schema.properties };
  for (const field of hidden) delete properties[field];
  return {
    ...schema,
    properties,
    required: (schema.required ?? []).filter((field) => !hidden.includes(field)),
  };
}

/**
 * The registration form on the `registration` machine, rendered by RJSF from the schema the
 * platform's rules build. What was typed stays through refusals, the slider and tab switches.
 */
export function RegistrationForm({
  settings,
  modes,
  layout,
}: {
  settings: RegisterSettings;
  modes: RegisterMode[];
  layout: RegisterLayout;
}) {
  const intl = useIntl();
  const alert = useAlert();
  const [query] = useSearchParams();
  const config = usePlatformConfig();
  const flags = useMemo(() => flagsOf(config.flags), [config.flags]);
  const dialCode = useDefaultDialCode('');
  const openHelp = useOpenHelp();

  const [values, setValues] = useState<RegisterValues>({ terms: true, ageConfirm: false });
  const [smsNumberError, setSmsNumberError] = useState<MessageRef | null>(null);
  const [live] = useState(() => new Latest<LiveForm>({ mode: modes[0]!, values: {} }));
  // Demo builds: a simulated provider for brands with app.features.externalPhoneAuth.
  const phoneAuth = usePhoneAuthProvider();
  // The SMS button's own slider; the submit's is the machine's (`sliderOpen` below).
  const smsBotCheck = useSliderBotCheck();
  const session = useSession();
  const dialogs = useAuthDialogs();
  const navigate = useNavigate();
  const [input] = useState<RegistrationInput>(() => ({
    rules: settings.rules,
    flags,
    layout,
    modes,
    urlAffiliateCode: query.get('affiliateCode'),
    referralCode: query.get('referralCode'),
    externalPhoneAuth: phoneAuth.enabled,
  }));
  const actorRef = useActorRef(
    registrationMachine.provide(
      createRegistrationImplementations({
        readLive: live.read,
        intl,
        alert,
        session,
        dialogs,
        navigate,
        verifyPhone: phoneAuth.verifyPhone,
        botCheck: smsBotCheck.botCheck,
      }),
    ),
    { input, inspect: machineInspection },
  );

  const mode = useSelector(actorRef, (s) => s.context.mode);
  const busy = useSelector(actorRef, selectIsBusy);
  const fieldErrors = useSelector(actorRef, (s) => s.context.fieldErrors);
  const failure = useSelector(actorRef, selectFailure, shallowEqual);
  const sliderOpen = useSelector(actorRef, selectSliderOpen);
  const affiliateWarning = useSelector(actorRef, selectAffiliateWarning);
  const affiliateShown = useSelector(actorRef, (s) => s.context.affiliateShown);
  // The image lives in the `captcha` child: its own changes do not reach this snapshot.
  const captchaRef = useSelector(actorRef, selectCaptchaRef);
  const { failure: captchaFailure, ...captchaView } = useSelector(
    captchaRef,
    selectCaptcha,
    shallowEqual,
  );
  const captcha = { ...captchaView, failed: captchaFailure !== null };
  const sms = useSelector(actorRef, (s) => s.children.sms);
  useEffect(() => {
    live.set({ mode, values });
  });

  const form = useMemo(
    () =>
      buildRegisterForm({ rules: settings.rules, flags, mode, layout }, (message) =>
        formatRegisterMessage(intl, message),
      ),
    [settings.rules, flags, mode, layout, intl],
  );
  useEffect(() => reportRuleWarnings(form.warnings), [form.warnings]);
  const schema = useMemo(
    () =>
      withoutFields(form.schema, [
        ...(affiliateShown ? [] : ['affiliateCode']),
        // The provider texts and checks its own code: the platform's SMS code is not asked.
        ...(phoneAuth.enabled ? ['verificationCode'] : []),
      ]),
    [form.schema, affiliateShown, phoneAuth.enabled],
  );

  // Spec section 8: an invitation code the platform does not know gets a warning popup.
  useEffect(() => {
    if (!affiliateWarning) return;
    void alert({ tone: 'warning', message: intl.formatMessage(messages.affiliateInvalid) }).then(
      () => actorRef.send({ type: 'register.dismiss' }),
    );
  }, [affiliateWarning, alert, intl, actorRef]);

  const effectiveValues: RegisterValues = {
    ...values,
    countryDialingCode: values.countryDialingCode || dialCode,
  };
  const formContext: RegisterFormContext = {
    captcha,
    onRefreshCaptcha: () => actorRef.send({ type: 'captcha.refresh' }),
    sms,
    mobile: typeof values.mobileNum === 'string' ? values.mobileNum : '',
    dialCode: String(effectiveValues.countryDialingCode ?? ''),
    onSmsNumberError: setSmsNumberError,
    onTermsClick: () => openHelp('rules'),
  };
  const errors: RegisterErrors = smsNumberError
    ? { mobileNum: smsNumberError, ...fieldErrors }
    : fieldErrors;

  const tabs = modes.length > 1 && (
    <Tabs
      idPrefix="register"
      label={intl.formatMessage(messages.tabs)}
      selected={mode}
      onSelect={(next) => actorRef.send({ type: 'register.setMode', mode: next })}
      items={modes.map((id) => ({
        id,
        label: intl.formatMessage(id === 'mobile' ? messages.mobileTab : messages.usernameTab),
        testId: `register-tab-${id}`,
      }))}
    />
  );

  return (
    <div className={`register-form register-form--${layout}`}>
      {tabs}
      <div {...(modes.length > 1 ? tabPanelProps('register', mode) : {})}>
        {mode === 'mobile' && (
          <p className="register-form__tip">
            <FormattedMessage {...messages.mobileTip} />
          </p>
        )}
        <Form<RegisterValues, RJSFSchema, RegisterFormContext>
          schema={schema}
          uiSchema={form.uiSchema as UiSchema<RegisterValues, RJSFSchema, RegisterFormContext>}
          formData={effectiveValues}
          formContext={formContext}
          validator={registerValidator}
          templates={TEMPLATES}
          widgets={REGISTER_WIDGETS}
          extraErrors={toErrorSchema(errors, (message) => formatRegisterMessage(intl, message))}
          noValidate
          noHtml5Validate
          showErrorList={false}
          onChange={({ formData }) => setValues(formData ?? {})}
          onSubmit={({ formData }) =>
            actorRef.send({ type: 'register.submit', values: formData ?? {} })
          }
        >
          <FormFailure failure={failure} />
          <button
            type="submit"
            className="button button--primary ui-form__submit"
            data-testid="register-submit"
            aria-busy={busy}
            aria-disabled={busy}
          >
            {intl.formatMessage(busy ? messages.submitting : messages.submit)}
          </button>
        </Form>
      </div>
      {sliderOpen && (
        <SliderPuzzle
          loadChallenge={getSliderChallenge}
          submitAnswer={answerSlider}
          onSolved={(ticket) => actorRef.send({ type: 'slider.solved', ticket })}
          onCancel={() => actorRef.send({ type: 'slider.cancel' })}
        />
      )}
      {smsBotCheck.slider}
      {phoneAuth.dialog}
    </div>
  );
}

/** The machine's messages as RJSF's error schema: one translated message per field. */
function toErrorSchema(
  errors: RegisterErrors,
  format: (message: NonNullable<RegisterErrors[keyof RegisterErrors]>) => string,
): ErrorSchema<RegisterValues> {
  const schema: Record<string, { __errors: string[] }> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (message) schema[field] = { __errors: [format(message)] };
  }
  return schema as ErrorSchema<RegisterValues>;
}
