import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FeedbackItem } from '#schemas/support-api.ts';
import { feedbackListQuery } from '#src/api/support.queries.ts';
import { useSession } from '#src/shared/session.tsx';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { FeedbackForm } from './feedback-form.tsx';
import {
  FEEDBACK_TYPE_LABELS,
  feedbackItemMessages,
  feedbackMessages as m,
} from './feedback-messages.ts';
import './support.css';
import { useMessagePart } from '#src/shared/intl.tsx';

const DATE = { dateStyle: 'medium', timeStyle: 'short' } as const;

function Item({ item }: { item: FeedbackItem }) {
  const intl = useIntl();
  const date = (time: number) => intl.formatDate(time, DATE);
  return (
    <li className="feedback-item" data-testid="feedback-item">
      <p className="feedback-item__meta">
        {intl.formatMessage(feedbackItemMessages.meta, {
          type: intl.formatMessage(FEEDBACK_TYPE_LABELS[item.questionType]),
          date: date(item.createdAt),
        })}
      </p>
      <p className="feedback-item__content">{item.content}</p>
      {item.images.length > 0 && (
        <p className="feedback-item__images">
          {intl.formatMessage(feedbackItemMessages.attached, {
            names: intl.formatList(item.images, { type: 'unit' }),
          })}
        </p>
      )}
      {item.replies.length === 0 ? (
        <p className="feedback-item__awaiting">
          <FormattedMessage {...m.awaiting} />
        </p>
      ) : (
        item.replies.map((reply) => (
          <blockquote
            key={reply.createdAt}
            className="feedback-item__reply"
            data-testid="feedback-reply"
          >
            <p className="feedback-item__meta">
              {intl.formatMessage(feedbackItemMessages.reply, { date: date(reply.createdAt) })}
            </p>
            <p>{reply.content}</p>
          </blockquote>
        ))
      )}
    </li>
  );
}

/** /feedback: the form, then the member's own feedback with the platform's replies. */
function FeedbackPageContent() {
  const intl = useIntl();
  const account = useSession().member?.account ?? '';
  const query = feedbackListQuery(account);
  const list = useQuery(query);

  return (
    <main className="feedback-page" data-testid="feedback-page">
      <h1>{intl.formatMessage(m.title)}</h1>
      <p>
        <FormattedMessage {...m.intro} />
      </p>
      <FeedbackForm listKey={query.queryKey} />
      <section aria-labelledby="feedback-mine">
        <h2 id="feedback-mine">{intl.formatMessage(m.mine)}</h2>
        {list.status === 'pending' && (
          <p role="status">
            <FormattedMessage id="common.loading" defaultMessage="Loading…" />
          </p>
        )}
        {list.status === 'error' && <RetryNotice onRetry={() => void list.refetch()} />}
        {list.status === 'success' && list.data.length === 0 && (
          <p>
            <FormattedMessage {...m.none} />
          </p>
        )}
        {list.status === 'success' && list.data.length > 0 && (
          <ul className="feedback-list">
            {list.data.map((item) => (
              <Item key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

/** FeedbackPage once the support messages are in (they load with the area, not the app). */
export function FeedbackPage() {
  const ready = useMessagePart('support');
  return ready ? (
    <FeedbackPageContent />
  ) : (
    <p role="status">
      <FormattedMessage id="common.loading" defaultMessage="Loading…" />
    </p>
  );
}
