import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InboxMessage } from '#schemas/records-api.ts';
import { SafeHtml } from '#src/ui/safe-html.tsx';
import { messages as m } from './message-centre-messages.ts';

/**
 * One message: its title opens the (sanitised) content, and opening an unread one marks it
 * read; a delete button beside it.
 */
export function MessageItem({
  message,
  onOpen,
  onDelete,
  busy,
}: {
  message: InboxMessage;
  onOpen: (message: InboxMessage) => void;
  onDelete: (message: InboxMessage) => void;
  busy: boolean;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <li
      className={message.read ? 'message-item' : 'message-item message-item--unread'}
      data-testid="message-item"
      data-read={message.read}
    >
      <div className="message-item__head">
        <button
          type="button"
          className="message-item__title"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => {
            setOpen(!open);
            if (!open && !message.read) onOpen(message);
          }}
        >
          {!message.read && (
            <>
              <span className="message-item__dot" aria-hidden="true" />
              <span className="visually-hidden">
                <FormattedMessage {...m.unread} />
              </span>
            </>
          )}
          <span className="message-item__kind">
            <FormattedMessage {...m[message.kind]} />
          </span>
          <span className="message-item__text">{message.title}</span>
          <time className="message-item__time" dateTime={new Date(message.sentAt).toISOString()}>
            {intl.formatDate(message.sentAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </button>
        <button
          type="button"
          className="records-button message-item__delete"
          disabled={busy}
          onClick={() => onDelete(message)}
        >
          <FormattedMessage {...m.delete} />
        </button>
      </div>
      <div id={contentId} hidden={!open} className="message-item__content">
        {open && <SafeHtml html={message.content} />}
      </div>
    </li>
  );
}
