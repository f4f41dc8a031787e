import { useState } from 'react';
import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';
import { brandFileText, type BrandJson } from './draft.ts';
import { readJsonText, type JsonReading } from './json-text.ts';

const messages = defineMessages<{
  label: NoMessageValues;
  hint: NoMessageValues;
  syntax: NoMessageValues;
  syntaxAt: { line: number; column: number };
  notObject: NoMessageValues;
}>({
  label: { id: 'qa.brand.json.label', defaultMessage: 'Brand file' },
  hint: {
    id: 'qa.brand.json.hint',
    defaultMessage:
      'The same file as the form. What you type here updates the form as soon as it is valid JSON.',
  },
  syntax: {
    id: 'qa.brand.json.syntax',
    defaultMessage: 'This is not valid JSON. The form keeps the last version that was.',
  },
  syntaxAt: {
    id: 'qa.brand.json.syntaxAt',
    defaultMessage:
      'This is not valid JSON (line {line}, column {column}). The form keeps the last version that was.',
  },
  notObject: {
    id: 'qa.brand.json.notObject',
    defaultMessage:
      "A brand file is one JSON object, written between '{' and '}'. The form keeps the last version that was.",
  },
});

type Unreadable = Extract<JsonReading, { ok: false }>;

interface Props {
  /** The text area's id, for links to it. */
  id: string;
  draft: BrandJson;
  /** A new draft typed here (the text is kept as typed). */
  onChange: (draft: BrandJson) => void;
  /**
   * Whether the typed text can be read, so the studio holds back the download while it cannot.
   * A draft changed elsewhere replaces the text, which then reads again.
   */
  onReadableChange: (readable: boolean) => void;
}

/**
 * The brand file as raw JSON, in step with the form: a change made elsewhere rewrites the text,
 * a change typed here updates the form as soon as it reads as an object. Text that does not
 * read stays as typed, with a message saying where it goes wrong, and the form keeps the last
 * version that did.
 */
export function BrandJsonEditor({ id, draft, onChange, onReadableChange }: Props) {
  const [text, setText] = useState(() => brandFileText(draft));
  const [shown, setShown] = useState(draft);
  const [unreadable, setUnreadable] = useState<Unreadable | null>(null);

  // The draft changed elsewhere (the form, another base): show it. A draft typed here was
  // recorded as shown first, so the operator's own text and formatting stay.
  if (draft !== shown) {
    setShown(draft);
    setText(brandFileText(draft));
    setUnreadable(null);
  }

  const type = (next: string) => {
    setText(next);
    const reading = readJsonText(next);
    if (reading.ok) {
      setShown(reading.brand);
      onChange(reading.brand);
    }
    const nowUnreadable = reading.ok ? null : reading;
    if ((nowUnreadable === null) !== (unreadable === null))
      onReadableChange(nowUnreadable === null);
    setUnreadable(nowUnreadable);
  };

  const errorId = `${id}-error`;
  return (
    <div className="brand-json">
      <label htmlFor={id} className="brand-json__label">
        <FormattedMessage {...messages.label} />
      </label>
      <p id={`${id}-hint`} className="brand-json__hint">
        <FormattedMessage {...messages.hint} />
      </p>
      <textarea
        id={id}
        className="brand-json__text"
        data-testid="brand-studio-json"
        value={text}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-invalid={unreadable !== null}
        aria-describedby={unreadable ? `${errorId} ${id}-hint` : `${id}-hint`}
        onChange={(event) => type(event.target.value)}
      />
      <p id={errorId} className="brand-json__error" role="alert">
        {unreadable && <UnreadableMessage reading={unreadable} />}
      </p>
    </div>
  );
}

function UnreadableMessage({ reading }: { reading: Unreadable }) {
  if (reading.problem === 'notObject') return <FormattedMessage {...messages.notObject} />;
  if (reading.line === undefined || reading.column === undefined) {
    return <FormattedMessage {...messages.syntax} />;
  }
  return (
    <FormattedMessage
      {...messages.syntaxAt}
      values={{ line: reading.line, column: reading.column }}
    />
  );
}
