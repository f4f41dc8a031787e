import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useFlag } from '#src/shared/platform-config.tsx';
import { useSession } from '#src/shared/session.tsx';
import { Icon } from '#src/ui/icon.tsx';
import { ChatWindow } from './chat-window.tsx';
import { chatWindow, useChatWindowOpen } from './chat-window-store.ts';
import { useChatToggle } from './use-chat-toggle.ts';
import './chat.css';

/** The floating chat button and window, when the chat module (CBS3) is on. */
export function ChatLauncher() {
  const enabled = useFlag('CBS3');
  const intl = useIntl();
  const open = useChatWindowOpen();
  const toggle = useChatToggle();
  const { status } = useSession();
  const loggedOut = status === 'loggedOut';

  // A session that ends (logout, 401) closes the window, so the next player starts closed.
  useEffect(() => {
    if (loggedOut) chatWindow.close();
  }, [loggedOut]);

  if (!enabled) return null;
  const shown = open && status === 'loggedIn';
  return (
    <>
      {shown && <ChatWindow />}
      <button
        type="button"
        className="chat-launcher"
        data-testid="chat-toggle"
        aria-expanded={shown}
        aria-label={intl.formatMessage({ id: 'header.chat', defaultMessage: 'Live chat' })}
        onClick={toggle}
      >
        <Icon name={shown ? 'close' : 'chat'} size={24} />
      </button>
    </>
  );
}
