import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { recordsMessages as m } from './records-messages.ts';

/** One choice of a filter: its URL value and what the member reads. */
export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A labelled select of a records filter; the empty value stands for "all" (the first option,
 * unless `allLabel` is null).
 */
export function FilterSelect({
  label,
  name,
  value,
  options,
  onChange,
  allLabel,
}: {
  label: ReactNode;
  name: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** The "all" option's text; default 'All'; null for a select without one. */
  allLabel?: string | null;
}) {
  const intl = useIntl();
  const all = allLabel === undefined ? intl.formatMessage(m.all) : allLabel;
  return (
    <label className="records-field">
      <span>{label}</span>
      <select name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {all !== null && <option value="">{all}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
