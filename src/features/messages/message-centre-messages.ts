import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'messageCentre.title', defaultMessage: 'Messages' },
  all: { id: 'messageCentre.filter.all', defaultMessage: 'All' },
  unreadOnly: { id: 'messageCentre.filter.unread', defaultMessage: 'Unread' },
  kind: { id: 'messageCentre.filter.kind', defaultMessage: 'Type' },
  markAllRead: { id: 'messageCentre.markAllRead', defaultMessage: 'Mark all read' },
  delete: { id: 'messageCentre.delete', defaultMessage: 'Delete' },
  unread: { id: 'messageCentre.unreadLabel', defaultMessage: 'Unread' },
  empty: { id: 'messageCentre.empty', defaultMessage: 'No messages here.' },
  actionFailed: {
    id: 'messageCentre.actionFailed',
    defaultMessage: 'That did not work. Please try again.',
  },
  system: { id: 'messageCentre.kind.system', defaultMessage: 'System notice' },
  promotion: { id: 'messageCentre.kind.promotion', defaultMessage: 'Promotion' },
  personal: { id: 'messageCentre.kind.personal', defaultMessage: 'Personal' },
});

export const countMessages = defineMessages<{ summary: { unread: number } }>({
  summary: {
    id: 'messageCentre.unreadSummary',
    defaultMessage:
      '{unread, plural, =0 {No unread messages} one {1 unread message} other {# unread messages}}',
  },
});
