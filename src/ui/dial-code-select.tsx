import { useMemo } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { countryCodeQuery } from '#src/api/location.queries.ts';
import { dialCodeOptions, FALLBACK_DIAL_CODE } from './dial-codes.ts';

const messages = defineMessages<{
  label: NoMessageValues;
  option: { code: string; region: string };
}>({
  label: { id: 'auth.field.dialCode', defaultMessage: 'Country dial code' },
  option: { id: 'auth.dialCode.option', defaultMessage: '{code} {region}' },
});

/**
 * The visitor's dial code (GET /wps/system/location), '+84' until it answers or when it fails.
 * `preferred` (a remembered one) wins.
 */
export function useDefaultDialCode(preferred: string): string {
  const location = useQuery(countryCodeQuery());
  if (preferred) return preferred;
  return location.status === 'success' ? location.data.countryDialingCode : FALLBACK_DIAL_CODE;
}

/** The country dial code in front of a mobile number field. */
export function DialCodeSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (code: string) => void;
}) {
  const intl = useIntl();
  const regionNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'region' });
    } catch {
      return null;
    }
  }, [intl.locale]);
  return (
    <select
      className="ui-field__dial-code"
      aria-label={intl.formatMessage(messages.label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {dialCodeOptions(value).map(({ region, code }) => (
        <option key={`${region}${code}`} value={code}>
          {region && regionNames
            ? intl.formatMessage(messages.option, {
                code,
                region: regionNames.of(region) ?? region,
              })
            : code}
        </option>
      ))}
    </select>
  );
}
