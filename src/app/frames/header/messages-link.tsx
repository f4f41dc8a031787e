import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { unreadCountQuery } from '#src/api/messages.queries.ts';
import { Icon } from '#src/ui/icon.tsx';

/** The message centre, with a dot while there are unread messages. */
export function MessagesLink({ account }: { account: string }) {
  const intl = useIntl();
  const unread = useQuery(unreadCountQuery(account));
  const count = unread.status === 'success' ? unread.data.count : 0;
  return (
    <Link
      to="/messageV2"
      className="header-link player-actions__messages"
      data-testid="header-messages"
      aria-label={intl.formatMessage(
        {
          id: 'header.messages',
          defaultMessage: '{count, plural, =0 {Messages} other {Messages, # unread}}',
        },
        { count },
      )}
    >
      <Icon name="mail" />
      {count > 0 && <span className="unread-dot" data-testid="header-messages-unread" />}
    </Link>
  );
}
