import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { brands } from '#brands/index.ts';

const messages = defineMessages<{
  label: NoMessageValues;
  option: { name: string; id: string };
  start: NoMessageValues;
  current: { id: string };
}>({
  label: { id: 'qa.brand.base.label', defaultMessage: 'Start from' },
  option: { id: 'qa.brand.base.option', defaultMessage: '{name} ({id})' },
  start: { id: 'qa.brand.base.start', defaultMessage: 'Start a new draft' },
  current: {
    id: 'qa.brand.base.current',
    defaultMessage: 'The draft started from {id}. Starting a new draft replaces it.',
  },
});

/**
 * Which shipped brand the draft starts from. Starting again replaces the draft, so it takes a
 * press of the button, not just a change of the list.
 */
export function BrandBasePicker({
  baseId,
  onStart,
}: {
  baseId: string;
  onStart: (baseId: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [chosen, setChosen] = useState(baseId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart(chosen);
  };
  return (
    <form className="brand-base" onSubmit={submit}>
      <label htmlFor={id}>
        <FormattedMessage {...messages.label} />
      </label>
      <select
        id={id}
        data-testid="brand-studio-base"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      >
        {Object.values(brands).map(({ app }) => (
          <option key={app.id} value={app.id}>
            {intl.formatMessage(messages.option, { name: app.name, id: app.id })}
          </option>
        ))}
      </select>
      <button type="submit" className="brand-studio__button" data-testid="brand-studio-start">
        <FormattedMessage {...messages.start} />
      </button>
      <p className="brand-base__current">
        <FormattedMessage {...messages.current} values={{ id: baseId }} />
      </p>
    </form>
  );
}
