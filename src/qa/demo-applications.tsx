import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { demoApplications, type DemoApplication } from '#src/boot/start-demo-platform.ts';
import { invalidateActivities } from '#src/api/activities.queries.ts';
import { useInterfaceLanguage } from '#src/shared/i18n/use-interface-language.ts';
import { useMessagePart } from '#src/shared/intl.tsx';

const messages = defineMessages({
  title: { id: 'qa.applications.title', defaultMessage: 'Activity applications' },
  none: { id: 'qa.applications.none', defaultMessage: 'No application waits for review.' },
  refresh: { id: 'qa.applications.refresh', defaultMessage: 'Refresh' },
  approve: { id: 'qa.applications.approve', defaultMessage: 'Approve' },
  reject: { id: 'qa.applications.reject', defaultMessage: 'Reject' },
});

const describe = defineMessages<{
  entry: { account: string; promotion: string; comment: string; images: number };
}>({
  entry: {
    id: 'qa.applications.entry',
    defaultMessage:
      '{account} · {promotion} · “{comment}” · {images, plural, one {# image} other {# images}}',
  },
});

/**
 * The operator's review of activity applications (demo panel): approve sends the bonus to the
 * member's bonus centre, reject lets them apply again. Unanswered ones are approved by the
 * simulated platform 10 minutes after they were sent.
 */
export function DemoApplications({ open }: { open: boolean }) {
  const ready = useMessagePart('qa');
  return ready ? <Applications open={open} /> : null;
}

function Applications({ open }: { open: boolean }) {
  const language = useInterfaceLanguage();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<DemoApplication[]>([]);
  const load = useCallback(
    () => void demoApplications.pending(language).then(setPending),
    [language],
  );
  useEffect(() => {
    if (open) load();
  }, [open, load]);

  const review = async (id: string, decision: 'approve' | 'reject') => {
    await demoApplications.review(id, decision);
    load();
    await invalidateActivities(queryClient);
  };

  return (
    <section className="demo-tools__applications" data-testid="demo-applications">
      <h2 className="demo-tools__heading">
        <FormattedMessage {...messages.title} />
      </h2>
      {pending.length === 0 ? (
        <p>
          <FormattedMessage {...messages.none} />
        </p>
      ) : (
        <ul className="demo-tools__list">
          {pending.map((entry) => (
            <li key={entry.id} data-testid="demo-application">
              <FormattedMessage
                {...describe.entry}
                values={{
                  account: entry.account,
                  promotion: entry.promotion,
                  comment: entry.comment,
                  images: entry.images,
                }}
              />
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
