import { useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { DemoStep, MachineEntry } from '#machines/index.ts';
import type { AnyStateMachine } from 'xstate';
import { findShortestPath, stepsToJson, targetsOf } from './sandbox/shortest-path.ts';

interface Props {
  entry: MachineEntry;
  busy: boolean;
  onReplay: (steps: DemoStep[]) => void;
}

const copyMessages = defineMessages({
  copy: { id: 'qa.paths.copy', defaultMessage: 'Copy as JSON' },
  copied: { id: 'qa.paths.copied', defaultMessage: 'Copied' },
});

type Search =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; target: string; steps: DemoStep[] }
  | { status: 'none'; target: string };

/**
 * The shortest way to a chosen state, found by running the sandbox; QA replays it or copies it
 * as JSON for a test case.
 */
export function PathFinder({ entry, busy, onReplay }: Props) {
  const intl = useIntl();
  const targets = useMemo(() => targetsOf(entry.machine as AnyStateMachine), [entry]);
  const [target, setTarget] = useState(targets[0]?.id ?? '');
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const find = async () => {
    setSearch({ status: 'searching' });
    setCopied(null);
    const steps = await findShortestPath(entry, target);
    setSearch(steps ? { status: 'found', target, steps } : { status: 'none', target });
  };

  const copy = (steps: DemoStep[]) =>
    navigator.clipboard.writeText(stepsToJson(steps)).then(
      () => setCopied('yes'),
      // No clipboard (an insecure origin, a denied permission): the JSON below stays selectable.
      () => setCopied('failed'),
    );

  return (
    <div className="qa-machines__paths">
      <div className="qa-machines__row">
        <label className="qa-machines__field">
          <span>
            <FormattedMessage id="qa.paths.target" defaultMessage="Target state" />
          </span>
          <select
            value={target}
            data-testid="qa-path-target"
            onChange={(e) => setTarget(e.target.value)}
          >
            {targets.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          data-testid="qa-path-find"
          disabled={search.status === 'searching'}
          onClick={() => void find()}
        >
          <FormattedMessage id="qa.paths.find" defaultMessage="Find the path" />
        </button>
      </div>
      <div aria-live="polite">
        {search.status === 'searching' && (
          <p className="qa-machines__note" aria-busy="true">
            <FormattedMessage id="qa.paths.searching" defaultMessage="Searching…" />
          </p>
        )}
        {search.status === 'none' && (
          <p className="qa-machines__note" data-testid="qa-path-none">
            <FormattedMessage
              id="qa.paths.none"
              defaultMessage="No path reaches this state from the start with the sample events."
            />
          </p>
        )}
        {search.status === 'found' && (
          <>
            <ol className="qa-machines__steps" data-testid="qa-path-steps">
              {search.steps.length === 0 && (
                <li>
                  <FormattedMessage
                    id="qa.paths.already"
                    defaultMessage="The machine starts in this state."
                  />
                </li>
              )}
              {search.steps.map((step, index) => (
                <li key={index}>
                  {'send' in step ? (
                    <code>{step.send.type}</code>
                  ) : (
                    <FormattedMessage
                      id="qa.log.advance"
                      defaultMessage={'+{time} s'}
                      values={{
                        time: (
                          <FormattedNumber value={step.advance / 1000} maximumFractionDigits={1} />
                        ),
                      }}
                    />
                  )}
                </li>
              ))}
            </ol>
            <div className="qa-machines__row">
              <button
                type="button"
                data-testid="qa-path-replay"
                disabled={busy}
                onClick={() => onReplay(search.steps)}
              >
                <FormattedMessage id="qa.paths.replay" defaultMessage="Replay in the sandbox" />
              </button>
              <button
                type="button"
                data-testid="qa-path-copy"
                onClick={() => void copy(search.steps)}
              >
                <FormattedMessage
                  {...(copied === 'yes' ? copyMessages.copied : copyMessages.copy)}
                />
              </button>
            </div>
            {copied === 'failed' && (
              <p role="alert" className="qa-machines__error">
                <FormattedMessage
                  id="qa.paths.copyFailed"
                  defaultMessage="The clipboard is not available here: select the JSON below and copy it."
                />
              </p>
            )}
            <textarea
              readOnly
              className="qa-machines__payload"
              data-testid="qa-path-json"
              aria-label={intl.formatMessage({
                id: 'qa.paths.json',
                defaultMessage: 'The path as JSON',
              })}
              rows={Math.min(12, 2 + search.steps.length * 3)}
              value={stepsToJson(search.steps)}
            />
          </>
        )}
      </div>
    </div>
  );
}
