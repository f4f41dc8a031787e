import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { AnyEventObject } from 'xstate';
import type { MachineEntry } from '#machines/index.ts';
import { parseEventPayload, type PayloadError } from './sandbox/sandbox-session.ts';

interface Props {
  entry: MachineEntry;
  accepted: readonly { type: string; enabled: boolean }[];
  busy: boolean;
  onSend: (event: AnyEventObject) => void;
}

/** Why a payload was refused, by `parseEventPayload`'s error. */
type Detail = { detail: string };
const PAYLOAD_ERRORS = defineMessages<Record<PayloadError, Detail>>({
  json: { id: 'qa.payload.json', defaultMessage: 'The payload is not valid JSON: {detail}' },
  notObject: {
    id: 'qa.payload.notObject',
    defaultMessage: 'The payload must be a JSON object with the event\'\'s "type".',
  },
  typeMismatch: {
    id: 'qa.payload.typeMismatch',
    defaultMessage: 'The payload\'s "type" must be {detail}.',
  },
});

const sampleText = (entry: MachineEntry, type: string) =>
  JSON.stringify(
    (entry.sandbox.samples as readonly AnyEventObject[]).find((sample) => sample.type === type) ?? {
      type,
    },
    null,
    2,
  );

/**
 * One button per event of the machine, disabled while the current state does not accept it.
 * A button sends its event with the payload in the editor; each event keeps its own draft.
 */
export function EventControls({ entry, accepted, busy, onSend }: Props) {
  const intl = useIntl();
  const [editing, setEditing] = useState(() => accepted.find((e) => e.enabled)?.type ?? '');
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const draft = drafts[editing] ?? sampleText(entry, editing);

  const send = (type: string) => {
    setEditing(type);
    const text = drafts[type] ?? sampleText(entry, type);
    const parsed = parseEventPayload(text, type);
    if (!parsed.ok) {
      setError(intl.formatMessage(PAYLOAD_ERRORS[parsed.error], { detail: parsed.detail }));
      return;
    }
    setError(null);
    onSend(parsed.event);
  };

  return (
    <div className="qa-machines__events">
      <ul
        className="qa-machines__event-list"
        aria-label={intl.formatMessage({ id: 'qa.machines.events', defaultMessage: 'Events' })}
      >
        {accepted.map(({ type, enabled }) => (
          <li key={type}>
            <button
              type="button"
              className="qa-machines__event"
              data-testid="qa-event"
              data-event={type}
              disabled={!enabled || busy}
              aria-describedby={error && type === editing ? 'qa-payload-error' : undefined}
              onClick={() => send(type)}
            >
              {type}
            </button>
          </li>
        ))}
      </ul>
      <label className="qa-machines__field">
        <span className="qa-machines__inline">
          <FormattedMessage id="qa.payload.for" defaultMessage="Payload of" />
          <select
            value={editing}
            data-testid="qa-payload-event"
            onChange={(event) => {
              setEditing(event.target.value);
              setError(null);
            }}
          >
            {accepted.map(({ type }) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </span>
      </label>
      <textarea
        className="qa-machines__payload"
        data-testid="qa-payload"
        aria-label={intl.formatMessage(
          { id: 'qa.payload.label', defaultMessage: 'Event JSON for {type}' },
          { type: editing },
        )}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'qa-payload-error' : undefined}
        spellCheck={false}
        rows={6}
        value={draft}
        onChange={(event) => setDrafts({ ...drafts, [editing]: event.target.value })}
      />
      <div className="qa-machines__row">
        <button
          type="button"
          data-testid="qa-payload-reset"
          onClick={() => {
            setDrafts({ ...drafts, [editing]: sampleText(entry, editing) });
            setError(null);
          }}
        >
          <FormattedMessage id="qa.payload.reset" defaultMessage="Restore the sample" />
        </button>
      </div>
      {error && (
        <p id="qa-payload-error" role="alert" className="qa-machines__error">
          {error}
        </p>
      )}
    </div>
  );
}
