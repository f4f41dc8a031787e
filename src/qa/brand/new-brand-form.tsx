import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { brands } from '#brands/index.ts';
import { identityProblems, markFromName, type NewBrandAnswers } from '#brands/new-brand.ts';
import { TextField } from '#src/ui/text-field.tsx';
import { existingBrands } from './draft.ts';
import '#src/ui/form.css';

const valued = defineMessages<{
  fromOption: { name: string; id: string };
  markHintFor: { mark: string };
  replaces: { id: string };
  taken: { value: string; file: string | undefined };
}>({
  fromOption: { id: 'qa.brand.base.option', defaultMessage: '{name} ({id})' },
  markHintFor: {
    id: 'qa.brand.new.markHintFor',
    defaultMessage: 'By default the initials of the name: {mark}',
  },
  replaces: {
    id: 'qa.brand.new.replaces',
    defaultMessage: 'The draft now in the studio ({id}) is replaced.',
  },
  taken: { id: 'qa.brand.new.taken', defaultMessage: '“{value}” is already used by {file}' },
});

const messages = defineMessages({
  heading: { id: 'qa.brand.new.heading', defaultMessage: 'A new brand: its identity first' },
  intro: {
    id: 'qa.brand.new.intro',
    defaultMessage:
      'As npm run brand:new does: the copy gets its own id, name, logo, domain, merchant code and demo data, and every text naming the old brand is rewritten. Then edit the rest below.',
  },
  from: { id: 'qa.brand.new.from', defaultMessage: 'Copy from' },
  id: { id: 'qa.brand.new.id', defaultMessage: 'Brand id (file name)' },
  idHint: {
    id: 'qa.brand.new.idHint',
    defaultMessage: 'Lowercase letters, digits and hyphens, such as acme',
  },
  name: { id: 'qa.brand.new.name', defaultMessage: 'Brand name' },
  domains: { id: 'qa.brand.new.domains', defaultMessage: 'Domains (comma-separated)' },
  merchantCode: {
    id: 'qa.brand.new.merchantCode',
    defaultMessage: 'Merchant code (from the platform)',
  },
  wordmark: { id: 'qa.brand.new.wordmark', defaultMessage: 'Wordmark (optional)' },
  wordmarkHint: { id: 'qa.brand.new.wordmarkHint', defaultMessage: 'The name by default' },
  mark: { id: 'qa.brand.new.mark', defaultMessage: 'Mark, 1–2 letters (optional)' },
  markHint: { id: 'qa.brand.new.markHint', defaultMessage: 'By default the initials of the name' },
  start: { id: 'qa.brand.new.start', defaultMessage: 'Start this brand' },
  required: { id: 'qa.brand.new.required', defaultMessage: 'Required' },
  format: {
    id: 'qa.brand.new.format',
    defaultMessage:
      'Not a brand id: use lowercase letters, digits and single hyphens, such as acme',
  },
});

type Field = 'id' | 'name' | 'domains' | 'merchantCode' | 'wordmark' | 'mark';
type Values = Record<Field, string> & { from: string };
const REQUIRED: readonly Field[] = ['id', 'name', 'domains', 'merchantCode'];

/** The answers the typed values give, trimmed; domains split at commas and spaces. */
function answersOf(values: Values): NewBrandAnswers {
  return {
    id: values.id.trim(),
    from: values.from,
    name: values.name.trim(),
    domains: values.domains.split(/[\s,]+/).filter(Boolean),
    merchantCode: values.merchantCode.trim(),
    wordmark: values.wordmark.trim() || undefined,
    mark: values.mark.trim() || undefined,
  };
}

/**
 * The studio's start, identity first as `npm run brand:new`: which brand to copy and the new
 * brand's id, name, domains and merchant code. Problems (a malformed id, a value another brand
 * uses) show at their field, and what was typed stays.
 */
export function NewBrandForm({
  baseId,
  currentId,
  onStart,
}: {
  baseId: string;
  /** The id of the draft a start replaces, if there is one. */
  currentId?: string;
  onStart: (answers: NewBrandAnswers) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [values, setValues] = useState<Values>({
    from: baseId,
    id: '',
    name: '',
    domains: '',
    merchantCode: '',
    wordmark: '',
    mark: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field | 'from', ReactNode>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answers = answersOf(values);
    const found: Partial<Record<Field | 'from', ReactNode>> = {};
    for (const field of REQUIRED)
      if (values[field].trim() === '') found[field] = intl.formatMessage(messages.required);
    if (Object.keys(found).length === 0) {
      for (const problem of identityProblems(answers, existingBrands())) {
        found[problem.field] ??=
          problem.kind === 'format'
            ? intl.formatMessage(messages.format)
            : intl.formatMessage(valued.taken, { value: problem.value, file: problem.file });
      }
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onStart(answers);
  };

  const field = (name: Field, hint?: ReactNode) => (
    <TextField
      id={`${id}-${name}`}
      data-testid={`brand-new-${name}`}
      label={<FormattedMessage {...messages[name]} />}
      value={values[name]}
      onChange={(event) => setValues((now) => ({ ...now, [name]: event.target.value }))}
      error={errors[name]}
      hint={hint}
      required={REQUIRED.includes(name)}
      autoComplete="off"
      spellCheck={false}
    />
  );

  return (
    <form className="brand-new" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <FormattedMessage {...messages.heading} />
      </h2>
      <p className="brand-new__intro">
        <FormattedMessage {...messages.intro} />
      </p>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-from`}>
          <FormattedMessage {...messages.from} />
        </label>
        <select
          id={`${id}-from`}
          data-testid="brand-studio-base"
          value={values.from}
          onChange={(event) => setValues((now) => ({ ...now, from: event.target.value }))}
        >
          {Object.values(brands).map(({ app }) => (
            <option key={app.id} value={app.id}>
              {intl.formatMessage(valued.fromOption, { name: app.name, id: app.id })}
            </option>
          ))}
        </select>
      </div>
      <div className="brand-new__fields">
        {field('id', <FormattedMessage {...messages.idHint} />)}
        {field('name')}
        {field('domains')}
        {field('merchantCode')}
        {field('wordmark', <FormattedMessage {...messages.wordmarkHint} />)}
        {field(
          'mark',
          values.name.trim() ? (
            <FormattedMessage
              {...valued.markHintFor}
              values={{ mark: markFromName(values.name.trim()) }}
            />
          ) : (
            <FormattedMessage {...messages.markHint} />
          ),
        )}
      </div>
      <button type="submit" className="brand-studio__button" data-testid="brand-studio-start">
        <FormattedMessage {...messages.start} />
      </button>
      {currentId && (
        <p className="brand-new__note">
          <FormattedMessage {...valued.replaces} values={{ id: currentId }} />
        </p>
      )}
    </form>
  );
}
