import { useIntl } from 'react-intl';
import type { JsonValue } from '#src/qa/json-safe.ts';
import './context-tree.css';

interface Props {
  value: JsonValue;
  /** The accessible name of the whole tree. */
  label: string;
}

/**
 * A machine's context as a tree: objects and arrays fold open with the native disclosure
 * (keyboard: Tab, Enter/Space), leaves show their value coloured by type.
 */
export function ContextTree({ value, label }: Props) {
  return (
    <div className="context-tree" data-testid="context-tree" role="group" aria-label={label}>
      <Branch value={value} path="" />
    </div>
  );
}

function Branch({ value, path }: { value: JsonValue; path: string }) {
  if (value === null || typeof value !== 'object') return <Leaf value={value} />;
  const entries: [string, JsonValue][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  if (entries.length === 0) {
    return (
      <span className="context-tree__empty">
        {Array.isArray(value) ? EMPTY_LIST : EMPTY_OBJECT}
      </span>
    );
  }
  return (
    <ul className="context-tree__list">
      {entries.map(([key, item]) => {
        const itemPath = path ? `${path}.${key}` : key;
        return (
          <li key={key} data-path={itemPath}>
            {item !== null && typeof item === 'object' && size(item) > 0 ? (
              <details open={path.split('.').length < 2}>
                <summary>
                  <span className="context-tree__key">{key}</span>
                  <Summary value={item} />
                </summary>
                <Branch value={item} path={itemPath} />
              </details>
            ) : (
              <>
                <span className="context-tree__key context-tree__key--leaf">{key}</span>
                <Branch value={item} path={itemPath} />
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

// JSON notation, the same in every language.
const EMPTY_LIST = '[ ]';
const EMPTY_OBJECT = '{ }';

const size = (value: JsonValue[] | { [key: string]: JsonValue }) =>
  Array.isArray(value) ? value.length : Object.keys(value).length;

function Summary({ value }: { value: JsonValue[] | { [key: string]: JsonValue } }) {
  const intl = useIntl();
  return (
    <span className="context-tree__summary">
      {Array.isArray(value)
        ? intl.formatMessage(
            {
              id: 'qa.context.items',
              defaultMessage: '{count, plural, one {# item} other {# items}}',
            },
            { count: value.length },
          )
        : intl.formatMessage(
            {
              id: 'qa.context.keys',
              defaultMessage: '{count, plural, one {# key} other {# keys}}',
            },
            { count: size(value) },
          )}
    </span>
  );
}

function Leaf({ value }: { value: string | number | boolean | null }) {
  const type = value === null ? 'null' : typeof value;
  return (
    <span className={`context-tree__value context-tree__value--${type}`}>
      {typeof value === 'string' ? JSON.stringify(value) : String(value)}
    </span>
  );
}
