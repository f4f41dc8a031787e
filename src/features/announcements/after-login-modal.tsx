import { defineMessages, useIntl } from 'react-intl';
import type { Announcement } from '#schemas/platform-api.ts';
import { Modal } from '#src/ui/modal.tsx';
import { AnnouncementItem } from './announcement-item.tsx';
import './announcements.css';

const messages = defineMessages({
  title: { id: 'afterLogin.title', defaultMessage: 'Notice' },
});

/** The announcements of group 'popup', shown once after a login (spec section 2). */
export function AfterLoginModal({
  announcements,
  onClose,
}: {
  announcements: readonly Announcement[];
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal title={intl.formatMessage(messages.title)} onClose={onClose}>
      <div className="announcements" data-testid="after-login-modal">
        {announcements.map((announcement) => (
          <AnnouncementItem key={announcement.id} announcement={announcement} />
        ))}
      </div>
    </Modal>
  );
}
