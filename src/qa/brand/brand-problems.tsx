import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { fieldId, type DraftProblem } from './draft-problems.ts';

const messages = defineMessages<{
  none: NoMessageValues;
  count: { count: number };
  show: NoMessageValues;
  showPath: { path: string };
}>({
  none: {
    id: 'qa.brand.problems.none',
    defaultMessage: 'No problems: npm run brand:check accepts this file.',
  },
  count: {
    id: 'qa.brand.problems.count',
    defaultMessage:
      '{count, plural, one {# problem} other {# problems}} to fix before the download',
  },
  show: { id: 'qa.brand.problems.show', defaultMessage: 'Go to field' },
  showPath: { id: 'qa.brand.problems.showPath', defaultMessage: 'Go to field {path}' },
});

/**
 * Focuses the field of `path`; a path with no field of its own (an unknown key) falls back to
 * the nearest field above it, then to the JSON editor.
 */
function focusField(path: string, jsonEditorId: string): void {
  let id = fieldId(path);
  let target = document.getElementById(id);
  while (!target && id.includes('_')) {
    id = id.slice(0, id.lastIndexOf('_'));
    target = document.getElementById(id);
  }
  target ??= document.getElementById(jsonEditorId);
  if (!target) return;
  // A fieldset (an object or a list) is not focusable by itself: focus its first control.
  // Focus scrolls the control into view, inside the form's own scrolling panel too.
  const control = target.matches('input, select, textarea, button')
    ? target
    : target.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button');
  control?.focus();
}

/**
 * Every problem of the draft, worded as `npm run brand:check` words them, each with its JSON
 * path and a button to its field; or that there is none. The count is announced as it changes.
 */
export function BrandProblems({
  problems,
  jsonEditorId,
}: {
  problems: readonly DraftProblem[];
  jsonEditorId: string;
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section
      className="brand-problems"
      data-testid="brand-studio-errors"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="brand-problems__summary" aria-live="polite">
        {problems.length === 0 ? (
          <FormattedMessage {...messages.none} />
        ) : (
          <FormattedMessage {...messages.count} values={{ count: problems.length }} />
        )}
      </h2>
      {problems.length > 0 && (
        <ul className="brand-problems__list">
          {problems.map(({ path, text }) => (
            <li key={`${path} ${text}`}>
              <code>{path}</code> {text}
              <button
                type="button"
                className="brand-problems__show"
                aria-label={intl.formatMessage(messages.showPath, { path })}
                onClick={() => focusField(path, jsonEditorId)}
              >
                <FormattedMessage {...messages.show} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
