import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKind } from '#schemas/records-api.ts';
import { deleteMessages, markAllMessagesRead, markMessagesRead } from '#src/api/messages.ts';
import { inboxQuery, invalidateInbox } from '#src/api/messages.queries.ts';
import { useSession } from '#src/shared/session.tsx';
import { FilterSelect } from '#src/ui/records/filter-select.tsx';
import { RecordsPager } from '#src/ui/records/records-pager.tsx';
import { recordsMessages } from '#src/ui/records/records-messages.ts';
import { useUrlFilters } from '#src/ui/records/url-filters.ts';
import '#src/ui/records/records.css';
import { countMessages, messages as m } from './message-centre-messages.ts';
import { MessageItem } from './message-item.tsx';
import './message-centre.css';

const KINDS: MessageKind[] = ['system', 'promotion', 'personal'];
const PAGE_SIZE = 10;

/** messageV2: the member's inbox; reading or deleting updates the header's count at once. */
export function MessageCentrePage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const account = useSession().member?.account ?? '';
  const filters = useUrlFilters({ kind: '', filter: '' });
  const { kind, filter } = filters.values;
  const inbox = useQuery(
    inboxQuery(account, {
      pageNo: filters.page,
      pageSize: PAGE_SIZE,
      kind: kind as MessageKind | '',
      filter: filter === 'unread' ? 'unread' : '',
    }),
  );
  const change = useMutation({
    mutationFn: (action: { type: 'read' | 'delete'; id: string } | { type: 'readAll' }) =>
      action.type === 'readAll'
        ? markAllMessagesRead()
        : action.type === 'read'
          ? markMessagesRead([action.id])
          : deleteMessages([action.id]),
    onSettled: () => invalidateInbox(queryClient),
  });
  const unread = inbox.data?.unread ?? 0;

  return (
    <section className="records-page message-centre" aria-labelledby="messages-title">
      <h1 id="messages-title">
        <FormattedMessage {...m.title} />
      </h1>
      <div className="records-filters">
        <div
          className="records-dates__presets"
          role="group"
          aria-label={intl.formatMessage(m.title)}
        >
          {(['', 'unread'] as const).map((value) => (
            <button
              key={value || 'all'}
              type="button"
              className="records-chip"
              aria-pressed={filter === value}
              onClick={() => filters.set({ filter: value })}
            >
              <FormattedMessage {...(value ? m.unreadOnly : m.all)} />
            </button>
          ))}
        </div>
        <FilterSelect
          label={<FormattedMessage {...m.kind} />}
          name="kind"
          value={kind}
          options={KINDS.map((value) => ({ value, label: intl.formatMessage(m[value]) }))}
          onChange={(value) => filters.set({ kind: value })}
        />
        <button
          type="button"
          className="records-button"
          disabled={unread === 0 || change.isPending}
          onClick={() => change.mutate({ type: 'readAll' })}
        >
          <FormattedMessage {...m.markAllRead} />
        </button>
      </div>
      <p
        className="message-centre__summary"
        aria-live="polite"
        data-testid="message-unread-summary"
      >
        <FormattedMessage {...countMessages.summary} values={{ unread }} />
      </p>
      {change.isError && (
        <p role="alert">
          <FormattedMessage {...m.actionFailed} />
        </p>
      )}
      {inbox.status === 'pending' && (
        <p className="records-state" role="status">
          <FormattedMessage {...recordsMessages.loading} />
        </p>
      )}
      {inbox.status === 'error' && (
        <div className="records-state" role="alert">
          <p>
            <FormattedMessage {...recordsMessages.error} />
          </p>
          <button type="button" className="records-button" onClick={() => void inbox.refetch()}>
            <FormattedMessage {...recordsMessages.retry} />
          </button>
        </div>
      )}
      {inbox.data && inbox.data.list.length === 0 && (
        <p className="records-state" role="status">
          <FormattedMessage {...m.empty} />
        </p>
      )}
      {inbox.data && inbox.data.list.length > 0 && (
        <ul className="message-list">
          {inbox.data.list.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              busy={change.isPending}
              onOpen={() => change.mutate({ type: 'read', id: message.id })}
              onDelete={() => change.mutate({ type: 'delete', id: message.id })}
            />
          ))}
        </ul>
      )}
      {inbox.data && (
        <RecordsPager
          page={inbox.data.pageNo}
          pageCount={inbox.data.totalPages}
          total={inbox.data.totalCount}
          onChange={filters.setPage}
        />
      )}
    </section>
  );
}
