import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { domainRoutesQuery } from '#src/api/support.queries.ts';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { useSpeedTest, type LineMeasure } from './use-speed-test.ts';
import './support.css';
import { useMessagePart } from '#src/shared/intl.tsx';

const messages = defineMessages({
  title: { id: 'speedTest.title', defaultMessage: 'Line speed test' },
  intro: {
    id: 'speedTest.intro',
    defaultMessage: 'Measure every line of the site and play on the fastest one.',
  },
  start: { id: 'speedTest.start', defaultMessage: 'Test the lines' },
  again: { id: 'speedTest.again', defaultMessage: 'Test again' },
  running: { id: 'speedTest.running', defaultMessage: 'Testing…' },
  failed: { id: 'speedTest.failed', defaultMessage: 'No answer' },
  notYet: { id: 'speedTest.notYet', defaultMessage: 'Not tested yet' },
  fastest: { id: 'speedTest.fastest', defaultMessage: 'Fastest' },
  current: { id: 'speedTest.current', defaultMessage: 'This line' },
  use: { id: 'speedTest.use', defaultMessage: 'Use this line' },
  lines: { id: 'speedTest.lines', defaultMessage: 'Lines' },
  empty: { id: 'speedTest.empty', defaultMessage: 'There are no other lines.' },
});

const msMessage = defineMessages<{ ms: { ms: number } }>({
  ms: { id: 'speedTest.ms', defaultMessage: '{ms} ms' },
}).ms;

/** Where a line's site is: the same protocol and path on the other host. */
function lineUrl(domain: string): string {
  const { protocol, port } = window.location;
  return `${protocol}//${domain}${port ? `:${port}` : ''}/`;
}

/** One line; `measure.ms` undefined: not measured yet. */
function Row({
  measure,
  rank,
}: {
  measure: { domain: string; ms?: LineMeasure['ms'] };
  rank: number | null;
}) {
  const intl = useIntl();
  const current = measure.domain === window.location.hostname;
  const measured = measure.ms !== undefined;
  return (
    <li
      className="speed-test__row"
      data-testid="speed-test-row"
      data-domain={measure.domain}
      data-ms={measure.ms ?? ''}
    >
      <span className="speed-test__domain">{measure.domain}</span>
      <span className="speed-test__time">
        {measure.ms === undefined
          ? intl.formatMessage(messages.notYet)
          : measure.ms === null
            ? intl.formatMessage(messages.failed)
            : intl.formatMessage(msMessage, { ms: measure.ms })}
      </span>
      {rank === 0 && typeof measure.ms === 'number' && (
        <span className="speed-test__badge">{intl.formatMessage(messages.fastest)}</span>
      )}
      {current ? (
        <span className="speed-test__current">{intl.formatMessage(messages.current)}</span>
      ) : (
        measured &&
        measure.ms !== null && (
          <a
            className="button button--outline"
            href={lineUrl(measure.domain)}
            data-testid="speed-test-use"
          >
            <FormattedMessage {...messages.use} />
          </a>
        )
      )}
    </li>
  );
}

/**
 * The route list with a speed test (spec sections 3 and 7: router list with domain speed):
 * each line is timed, ranked fastest first, and the player can switch to any of them.
 */
function SpeedTestPageContent() {
  const intl = useIntl();
  const routes = useQuery(domainRoutesQuery());
  const { state, start } = useSpeedTest();
  const list = routes.data?.domainList ?? [];

  return (
    <main className="speed-test" data-testid="speed-test">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p>
        <FormattedMessage {...messages.intro} />
      </p>
      {routes.status === 'pending' && (
        <p role="status">
          <FormattedMessage id="common.loading" defaultMessage="Loading…" />
        </p>
      )}
      {routes.status === 'error' && <RetryNotice onRetry={() => void routes.refetch()} />}
      {routes.status === 'success' && list.length === 0 && (
        <p>
          <FormattedMessage {...messages.empty} />
        </p>
      )}
      {list.length > 0 && (
        <>
          <button
            type="button"
            className="button"
            data-testid="speed-test-start"
            disabled={state.status === 'running'}
            onClick={() => void start(list)}
          >
            {intl.formatMessage(
              state.status === 'running'
                ? messages.running
                : state.status === 'done'
                  ? messages.again
                  : messages.start,
            )}
          </button>
          <ol
            className="speed-test__list"
            aria-label={intl.formatMessage(messages.lines)}
            aria-busy={state.status === 'running'}
            data-status={state.status}
          >
            {state.status === 'done'
              ? state.ranked.map((measure, index) => (
                  <Row key={measure.domain} measure={measure} rank={index} />
                ))
              : list.map((route) => {
                  const measured =
                    state.status === 'running'
                      ? state.done.find((each) => each.domain === route.domain)
                      : undefined;
                  return (
                    <Row
                      key={route.domain}
                      measure={measured ?? { domain: route.domain }}
                      rank={null}
                    />
                  );
                })}
          </ol>
        </>
      )}
    </main>
  );
}

/** SpeedTestPage once the support messages are in (they load with the area, not the app). */
export function SpeedTestPage() {
  const ready = useMessagePart('support');
  return ready ? (
    <SpeedTestPageContent />
  ) : (
    <p role="status">
      <FormattedMessage id="common.loading" defaultMessage="Loading…" />
    </p>
  );
}
