import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  DATE_PRESETS,
  dateRangeProblem,
  dayStart,
  presetOf,
  presetRange,
  type DatePreset,
  type DateRange,
} from './date-range.ts';
import { recordsMessages as m } from './records-messages.ts';

const PRESET_LABELS = {
  last7: m.last7,
  last30: m.last30,
  next7: m.next7,
  next30: m.next30,
} as const;

/**
 * The date filter of a records page: the spec's presets (7 and 30 days back and forward) and
 * two native date inputs. A range is applied only when it is valid; a bad one stays in the
 * inputs as typed, with the reason under them. The applied range is written out in the page's
 * language ('1 – 10 thg 11, 2026'): Chromium's date inputs follow the browser's language, not
 * the page's `lang`, so the inputs alone may read in another language.
 */
export function DateRangeFilter({
  value,
  onChange,
  today,
  presets = DATE_PRESETS,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The day the presets count from (the caller's clock). */
  today: Date;
  /** Which presets to offer (records of the past only show the backward ones). */
  presets?: readonly DatePreset[];
}) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState<DateRange>(value);
  const [shown, setShown] = useState<DateRange>(value);
  // A new value from outside (a preset, back button, cleared filters) replaces the draft.
  if (shown.start !== value.start || shown.end !== value.end) {
    setShown(value);
    setDraft(value);
  }
  const problem = dateRangeProblem(draft);
  const active = presetOf(value, today);

  const edit = (patch: Partial<DateRange>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (!dateRangeProblem(next)) onChange(next);
  };

  return (
    <fieldset className="records-dates" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend className="records-dates__legend">
        <FormattedMessage {...m.dates} />
      </legend>
      <div
        className="records-dates__presets"
        role="group"
        aria-label={intl.formatMessage(m.presets)}
      >
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="records-chip"
            aria-pressed={active === preset}
            onClick={() => onChange(presetRange(preset, today))}
          >
            <FormattedMessage {...PRESET_LABELS[preset]} />
          </button>
        ))}
      </div>
      <div className="records-dates__inputs">
        <label className="records-field">
          <span>
            <FormattedMessage {...m.from} />
          </span>
          <input
            type="date"
            name="start"
            value={draft.start}
            max={draft.end || undefined}
            aria-invalid={problem === 'invalidStart' || problem === 'startAfterEnd'}
            onChange={(event) => edit({ start: event.target.value })}
          />
        </label>
        <label className="records-field">
          <span>
            <FormattedMessage {...m.to} />
          </span>
          <input
            type="date"
            name="end"
            value={draft.end}
            min={draft.start || undefined}
            aria-invalid={problem === 'invalidEnd' || problem === 'startAfterEnd'}
            onChange={(event) => edit({ end: event.target.value })}
          />
        </label>
      </div>
      {value.start && value.end && (
        <p className="records-dates__range" data-testid="records-date-range">
          {intl.formatDateTimeRange(dayStart(value.start), dayStart(value.end), {
            dateStyle: 'medium',
          })}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="records-dates__problem" role="alert">
          <FormattedMessage {...m[problem]} />
        </p>
      )}
    </fieldset>
  );
}
