import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useBrand } from '#src/shared/brand-context.tsx';
import { usePlatformConfig } from '#src/shared/platform-config.tsx';
import { useSession } from '#src/shared/session.tsx';
import { Icon } from '#src/ui/icon.tsx';
import { chatEntryFor, chatFrameSrc } from './chat-entry.ts';
import { chatWindow } from './chat-window-store.ts';

const messages = defineMessages({
  title: { id: 'chat.title', defaultMessage: 'Customer service' },
  close: { id: 'chat.close', defaultMessage: 'Close chat' },
  unavailable: {
    id: 'chat.unavailable',
    defaultMessage: 'Customer service is not available right now.',
  },
});

/**
 * The floating chat room: the customer-service entry chosen by rank, in a sandboxed frame (no
 * top navigation, no modal dialogs). Not modal: the page stays usable beside it.
 */
export function ChatWindow() {
  const intl = useIntl();
  const titleId = useId();
  const { member } = useSession();
  const { chatHeaderColor } = useBrand().app;
  const entries = usePlatformConfig().permission.info.customerService;
  const entry = chatEntryFor(member, entries);
  const src = chatFrameSrc(entry?.path, window.location.origin);

  return (
    <section
      className="chat-window"
      role="dialog"
      aria-labelledby={titleId}
      data-testid="chat-window"
      data-service={entry?.csType}
      style={{ borderTopColor: chatHeaderColor }}
    >
      <header className="chat-window__header">
        <h2 id={titleId} className="chat-window__title">
          {entry?.title ?? intl.formatMessage(messages.title)}
        </h2>
        <button
          type="button"
          className="chat-window__close"
          aria-label={intl.formatMessage(messages.close)}
          onClick={chatWindow.close}
        >
          <Icon name="close" />
        </button>
      </header>
      {src ? (
        <iframe
          className="chat-window__frame"
          src={src}
          title={entry?.title ?? intl.formatMessage(messages.title)}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
        />
      ) : (
        <p className="chat-window__empty">
          <FormattedMessage {...messages.unavailable} />
        </p>
      )}
    </section>
  );
}
