import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { DemoDecision } from '#src/boot/start-demo-platform.ts';
import { useInterfaceLanguage } from '#src/shared/i18n/use-interface-language.ts';
import { useMessagePart } from '#src/shared/intl.tsx';

const messages = defineMessages({
  refresh: { id: 'qa.applications.refresh', defaultMessage: 'Refresh' },
  approve: { id: 'qa.applications.approve', defaultMessage: 'Approve' },
  reject: { id: 'qa.applications.reject', defaultMessage: 'Reject' },
});

/** What the operator reviews from the demo panel: where to read and answer it, how to show it. */
export interface ReviewQueueSource<Entry extends { id: string }> {
  /** The section's `data-testid`; each entry's is the same without the final 's'. */
  testId: string;
  title: MessageDescriptor;
  none: MessageDescriptor;
  pending: (language: string) => Promise<Entry[]>;
  review: (id: string, decision: DemoDecision) => Promise<boolean>;
  describe: (entry: Entry) => ReactNode;
  /** What the app shows that the answer changed, to load again. */
  afterReview: (queryClient: QueryClient) => Promise<unknown>;
}

/**
 * A demo panel section where the operator approves or rejects what waits for them, oldest
 * first, read again when the panel opens, after each answer and on Refresh.
 */
export function DemoReviewQueue<Entry extends { id: string }>({
  source,
  open,
}: {
  source: ReviewQueueSource<Entry>;
  open: boolean;
}) {
  const ready = useMessagePart('qa');
  return ready ? <Queue source={source} open={open} /> : null;
}

function Queue<Entry extends { id: string }>({
  source,
  open,
}: {
  source: ReviewQueueSource<Entry>;
  open: boolean;
}) {
  const language = useInterfaceLanguage();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Entry[]>([]);
  const load = useCallback(
    () => void source.pending(language).then(setPending),
    [source, language],
  );
  useEffect(() => {
    if (open) load();
  }, [open, load]);

  const review = async (id: string, decision: DemoDecision) => {
    await source.review(id, decision);
    load();
    await source.afterReview(queryClient);
  };

  return (
    <section className="demo-tools__queue" data-testid={source.testId}>
      <h2 className="demo-tools__heading">
        <FormattedMessage {...source.title} />
      </h2>
      {pending.length === 0 ? (
        <p>
          <FormattedMessage {...source.none} />
        </p>
      ) : (
        <ul className="demo-tools__list">
          {pending.map((entry) => (
            <li key={entry.id} data-testid={source.testId.replace(/s$/, '')}>
              {source.describe(entry)}
              <button type="button" onClick={() => void review(entry.id, 'approve')}>
                <FormattedMessage {...messages.approve} />
              </button>
              <button type="button" onClick={() => void review(entry.id, 'reject')}>
                <FormattedMessage {...messages.reject} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={load}>
        <FormattedMessage {...messages.refresh} />
      </button>
    </section>
  );
}
