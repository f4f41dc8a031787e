import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { bindMobile, sendBindCode } from '#src/api/security.ts';
import { invalidateSecurity } from '#src/api/security.queries.ts';
import { SmsCodeButton } from '#src/shared/sms-code-button.tsx';
import { useDefaultDialCode } from '#src/ui/dial-code-select.tsx';
import { Field, Refusal } from './field.tsx';
import { securityMessages as m } from './security-messages.ts';
import { useSubmit } from './use-submit.ts';

/**
 * Bind or change the mobile number: the SMS code button (slider, then the countdown machine)
 * sends a code to the new number (the demo inbox), then bind with it.
 */
export function BindMobile({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const dialCode = useDefaultDialCode('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const binding = useSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      mobile: /^\d{6,15}$/.test(mobile.trim()) ? undefined : intl.formatMessage(m.mobileInvalid),
      code: /^\d{4,}$/.test(code.trim()) ? undefined : intl.formatMessage(m.codeInvalid),
    };
    setErrors(found);
    if (found.mobile || found.code) return;
    const done = await binding.run(() =>
      bindMobile({ mobileNum: mobile.trim(), countryDialingCode: dialCode, code: code.trim() }),
    );
    if (done) {
      void invalidateSecurity(queryClient);
      onDone();
    }
  };

  return (
    <form className="ui-form security__form" noValidate onSubmit={submit}>
      <Field
        label={`${intl.formatMessage(m.mobile)} (${dialCode})`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={mobile}
        onValueChange={setMobile}
        error={errors.mobile}
        testId="security-mobile-input"
      />
      <SmsCodeButton
        request={({ mobile: number, dialCode: dial }) =>
          sendBindCode({ channel: 'sms', mobileNum: number, countryDialingCode: dial })
        }
        mobile={mobile}
        dialCode={dialCode}
        expiredMinutesDefault={1}
        onNumberError={(error) =>
          setErrors((current) => ({
            ...current,
            mobile: error ? intl.formatMessage(m.mobileInvalid) : undefined,
          }))
        }
      />
      <Field
        label={intl.formatMessage(m.code)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        value={code}
        onValueChange={setCode}
        error={errors.code}
        testId="security-mobile-code"
      />
      <Refusal failure={binding.failure} fallback={intl.formatMessage(m.failed)} />
      <button type="submit" className="button button--primary" aria-disabled={binding.busy}>
        {intl.formatMessage(binding.busy ? m.saving : m.bind)}
      </button>
    </form>
  );
}
