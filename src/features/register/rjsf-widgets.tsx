import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import type { MouseEvent, ReactNode } from 'react';
import type { MessageRef } from '#machines/validation.ts';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SmsCountdownRef } from '#src/shared/sms-code-button.tsx';
import { SmsCodeButtonView } from '#src/shared/sms-code-button.tsx';
import { DialCodeSelect } from '#src/ui/dial-code-select.tsx';
import { BaseInputTemplate } from './rjsf-templates.tsx';

const messages = defineMessages({
  age: { id: 'register.page.age', defaultMessage: 'I confirm that I am at least 18 years old' },
  captchaImage: { id: 'register.page.captchaImage', defaultMessage: 'Captcha image' },
  captchaRefresh: {
    id: 'register.page.captchaRefresh',
    defaultMessage: 'Show a new captcha image',
  },
  captchaUnavailable: {
    id: 'register.page.captchaUnavailable',
    defaultMessage: 'Captcha unavailable: tap to retry',
  },
  loading: { id: 'common.loading', defaultMessage: 'Loading…' },
});

/** What the widgets read besides their own value: the registration machine's state. */
export interface RegisterFormContext {
  captcha: { image: string | null; loading: boolean; canRefresh: boolean; failed: boolean };
  onRefreshCaptcha: () => void;
  /** The `sms` child of the registration machine. */
  sms: SmsCountdownRef | undefined;
  mobile: string;
  dialCode: string;
  /** The SMS button refused the number before any call: shown under the mobile field. */
  onSmsNumberError: (error: MessageRef | null) => void;
  /** Opens the help centre's rules over the form (terms link), leaving the page as it is. */
  onTermsClick: () => void;
}

const contextOf = (props: WidgetProps) => props.registry.formContext as RegisterFormContext;

/** A click the page may take over: the main button, no modifier asking for a new tab or window. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Terms and 18+ boxes. The terms link keeps its real /help#rules address (new tab, copy link)
 * but a plain click opens the rules over the form, so nothing typed is lost and brands that
 * keep visitors off /help still show them.
 */
export function ConsentWidget(props: WidgetProps) {
  const { id, value, onChange, rawErrors, name } = props;
  const context = contextOf(props);
  return (
    <label className="ui-form__check register-form__consent" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={value === true}
        aria-invalid={(rawErrors?.length ?? 0) > 0}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {name === 'terms' ? (
          <FormattedMessage
            id="register.page.terms"
            defaultMessage={'I have read and agree to the <link>terms and rules</link>'}
            values={{
              link: (chunks: ReactNode[]) => (
                <Link
                  to="/help#rules"
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    context.onTermsClick();
                  }}
                >
                  {chunks}
                </Link>
              ),
            }}
          />
        ) : (
          <FormattedMessage {...messages.age} />
        )}
      </span>
    </label>
  );
}

/** The captcha answer with its image; a click on the image asks for a new one (1 per second). */
export function CaptchaWidget(props: WidgetProps) {
  const intl = useIntl();
  const { captcha, onRefreshCaptcha } = contextOf(props);
  return (
    <div className="ui-field__control">
      <BaseInputTemplate {...props} />
      <button
        type="button"
        className="ui-captcha"
        aria-label={intl.formatMessage(messages.captchaRefresh)}
        aria-busy={captcha.loading}
        aria-disabled={!captcha.canRefresh}
        onClick={onRefreshCaptcha}
      >
        {captcha.image && !captcha.loading && (
          <img
            src={captcha.image}
            alt={intl.formatMessage(messages.captchaImage)}
            width={118}
            height={48}
          />
        )}
        {captcha.loading && intl.formatMessage(messages.loading)}
        {!captcha.image && !captcha.loading && captcha.failed && (
          <span>{intl.formatMessage(messages.captchaUnavailable)}</span>
        )}
      </button>
    </div>
  );
}

/** The SMS code with the send button and its countdown (the machine's `sms` child). */
export function SmsCodeWidget(props: WidgetProps) {
  const { sms, mobile, dialCode, onSmsNumberError } = contextOf(props);
  return (
    <div className="ui-field__control">
      <BaseInputTemplate {...props} />
      {sms && (
        <SmsCodeButtonView
          actorRef={sms}
          mobile={mobile}
          dialCode={dialCode}
          onNumberError={onSmsNumberError}
        />
      )}
    </div>
  );
}

/** The country dial code in front of the mobile number. */
export function DialCodeWidget({ value, onChange }: WidgetProps) {
  return <DialCodeSelect value={typeof value === 'string' ? value : ''} onChange={onChange} />;
}

export const REGISTER_WIDGETS = {
  CheckboxWidget: ConsentWidget,
  checkbox: ConsentWidget,
  captcha: CaptchaWidget,
  smsCode: SmsCodeWidget,
  dialCode: DialCodeWidget,
};
