import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useBrand } from '#src/shared/brand-context.tsx';
import { usePlatformConfig } from '#src/shared/platform-config.tsx';
import { useSession } from '#src/shared/session.tsx';
import { Icon } from '#src/ui/icon.tsx';
import { chatEntryFor, chatFrameSrc } from './chat-entry.ts';
import { ChatRoomFrame } from './chat-room-frame.tsx';
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
 * The floating chat room: the customer-service entry chosen by rank (a misconfigured entry
 * shows nothing), its room in a sandboxed frame. Not modal: the page stays usable beside it.
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
      {entry && src ? (
        <ChatRoomFrame service={entry.csType} title={entry.title} />
      ) : (
        <p className="chat-window__empty">
          <FormattedMessage {...messages.unavailable} />
        </p>
      )}
    </section>
  );
}
