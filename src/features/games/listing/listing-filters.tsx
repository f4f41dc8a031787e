import { useCallback, useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { classifyLabel } from './classify-label.ts';
import type { FilterName, ListingFilters as Filters } from './filters.ts';
import { useDebouncedParam } from './use-debounced-param.ts';

const messages = defineMessages({
  label: { id: 'games.filters.label', defaultMessage: 'Game filters' },
  classify: { id: 'games.filters.classify', defaultMessage: 'Game type' },
  allClassify: { id: 'games.filters.allClassify', defaultMessage: 'All types' },
  name: { id: 'games.filters.name', defaultMessage: 'Search by name' },
  namePlaceholder: { id: 'games.filters.namePlaceholder', defaultMessage: 'Game name' },
  minBet: { id: 'games.filters.minBet', defaultMessage: 'Minimum bet up to' },
  minBetHint: {
    id: 'games.filters.minBetHint',
    defaultMessage: 'Shows games whose smallest bet is at most this amount.',
  },
  clear: { id: 'games.filters.clear', defaultMessage: 'Clear filters' },
});

/**
 * Game classification, name search and smallest stake (spec section 3, list params). Choices
 * go to the address at once; typed values after a pause.
 */
export function ListingFilters({
  filters,
  minBetText,
  classifications,
  classificationsPending = false,
  onChange,
  onClear,
}: {
  filters: Filters;
  /** `minBet` as the address spells it, so typing '0.' is not rewritten under the cursor. */
  minBetText: string;
  /** The category's classifications; the select hides without any. */
  classifications: readonly string[];
  /** The classifications are still loading: the select's place is held so the fields stay put. */
  classificationsPending?: boolean;
  onChange: (name: FilterName, value: string, replace?: boolean) => void;
  onClear: () => void;
}) {
  const intl = useIntl();
  const ids = { classify: useId(), name: useId(), minBet: useId(), hint: useId() };
  const commitName = useCallback((v: string) => onChange('gameName', v, true), [onChange]);
  const commitMinBet = useCallback((v: string) => onChange('minBet', v, true), [onChange]);
  const [name, setName] = useDebouncedParam(filters.gameName, commitName);
  const [minBet, setMinBet] = useDebouncedParam(minBetText, commitMinBet);
  const filtered =
    filters.gameClassify !== '' || filters.gameName !== '' || filters.minBet !== null;

  return (
    <form
      className="listing-filters"
      role="search"
      aria-label={intl.formatMessage(messages.label)}
      onSubmit={(event) => event.preventDefault()}
    >
      {classificationsPending && classifications.length === 0 && (
        <div
          className="listing-filters__field listing-filters__field--pending"
          aria-hidden="true"
          data-testid="classify-placeholder"
        />
      )}
      {classifications.length > 0 && (
        <div className="listing-filters__field">
          <label htmlFor={ids.classify}>
            <FormattedMessage {...messages.classify} />
          </label>
          <select
            id={ids.classify}
            value={filters.gameClassify}
            onChange={(event) => onChange('gameClassify', event.target.value)}
          >
            <option value="">{intl.formatMessage(messages.allClassify)}</option>
            {classifications.map((code) => (
              <option key={code} value={code}>
                {classifyLabel(intl, code)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="listing-filters__field listing-filters__field--grow">
        <label htmlFor={ids.name}>
          <FormattedMessage {...messages.name} />
        </label>
        <input
          id={ids.name}
          type="search"
          value={name}
          placeholder={intl.formatMessage(messages.namePlaceholder)}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="listing-filters__field">
        <label htmlFor={ids.minBet}>
          <FormattedMessage {...messages.minBet} />
        </label>
        <input
          id={ids.minBet}
          type="number"
          min="0"
          step="any"
          inputMode="decimal"
          value={minBet}
          aria-describedby={ids.hint}
          onChange={(event) => setMinBet(event.target.value)}
        />
        <span id={ids.hint} className="visually-hidden">
          <FormattedMessage {...messages.minBetHint} />
        </span>
      </div>
      {filtered && (
        <button type="button" className="button button--ghost" onClick={onClear}>
          <FormattedMessage {...messages.clear} />
        </button>
      )}
    </form>
  );
}
