import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { announcementsQuery } from '#src/api/content.queries.ts';
import { useDeferredQuery } from '#src/shared/use-deferred-query.ts';
import { Modal } from '#src/ui/modal.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { AnnouncementItem } from './announcement-item.tsx';
import './announcements.css';

const messages = defineMessages({
  title: { id: 'announcements.title', defaultMessage: 'Announcements' },
});

/** The announcement list (spec section 2): 9 per page, newest first, with pagination. */
export function AnnouncementListModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [pageCount, setPageCount] = useState(0);
  const announcements = useDeferredQuery(announcementsQuery(page));

  // The page count outlives the page being loaded, so the pagination (and the focus on the
  // page button just pressed) stays in place while the next page arrives.
  if (announcements.status === 'success' && announcements.data.totalPages !== pageCount) {
    setPageCount(announcements.data.totalPages);
  }

  return (
    <Modal title={intl.formatMessage(messages.title)} onClose={onClose}>
      <div className="announcements" aria-busy={announcements.status === 'pending'}>
        {announcements.status === 'pending' && (
          <p role="status">
            <FormattedMessage id="common.loading" defaultMessage="Loading…" />
          </p>
        )}
        {announcements.status === 'error' && (
          <RetryNotice onRetry={() => void announcements.refetch()} />
        )}
        {announcements.status === 'success' && announcements.data.list.length === 0 && (
          <p>
            <FormattedMessage
              id="announcements.empty"
              defaultMessage="There are no announcements right now."
            />
          </p>
        )}
        {announcements.status === 'success' &&
          announcements.data.list.map((announcement) => (
            <AnnouncementItem key={announcement.id} announcement={announcement} />
          ))}
      </div>
      <Pagination page={page} pageCount={pageCount} onChange={setPage} />
    </Modal>
  );
}
