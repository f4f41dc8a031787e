import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { chatUnreadQuery } from '#src/api/support.queries.ts';
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
  const { status, member, isTrial } = useSession();
  const loggedOut = status === 'loggedOut';
  // The agent's answers that came while the window was closed (spec section 7: unReadCount).
  const account = enabled && status === 'loggedIn' && !isTrial ? (member?.account ?? '') : '';
  const unread = useQuery(chatUnreadQuery(account)).data ?? 0;

  // A session that ends (logout, 401) closes the window, so the next player starts closed.
  useEffect(() => {
    if (loggedOut) chatWindow.close();
  }, [loggedOut]);

  if (!enabled) return null;
  const shown = open && status === 'loggedIn';
  const badge = !shown && unread > 0 ? unread : 0;
  const label = intl.formatMessage({ id: 'header.chat', defaultMessage: 'Live chat' });
  return (
    <>
      {shown && <ChatWindow />}
      <button
        type="button"
        className="chat-launcher"
        data-testid="chat-toggle"
        aria-expanded={shown}
        aria-label={
          badge > 0
            ? intl.formatMessage(
                {
                  id: 'chat.unreadLabel',
                  defaultMessage:
                    '{label}, {count, plural, one {# unread message} other {# unread messages}}',
                },
                { label, count: badge },
              )
            : label
        }
        onClick={toggle}
      >
        <Icon name={shown ? 'close' : 'chat'} size={24} />
        {badge > 0 && (
          <span className="chat-launcher__badge" data-testid="chat-unread" aria-hidden="true">
            {intl.formatNumber(Math.min(badge, 99))}
          </span>
        )}
      </button>
    </>
  );
}
