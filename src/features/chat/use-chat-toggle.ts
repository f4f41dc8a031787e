import { useIntl } from 'react-intl';
import { chatAccess } from '#machines/member.ts';
import { useAlert } from '#src/shared/alerts.tsx';
import { useAuthDialogs } from '#src/shared/auth-dialogs.tsx';
import { useSession } from '#src/shared/session.tsx';
import { chatWindow } from './chat-window-store.ts';

/**
 * Opens or closes the chat window (spec section 4): a visitor gets the login popup, a trial
 * account is told to complete its information first, a player toggles the window.
 */
export function useChatToggle(): () => void {
  const { token, member } = useSession();
  const dialogs = useAuthDialogs();
  const alert = useAlert();
  const intl = useIntl();
  return () => {
    const access = chatAccess({ token, member });
    if (access === 'login') dialogs.open('login');
    else if (access === 'blocked')
      void alert({
        message: intl.formatMessage({
          id: 'guard.chatBlocked',
          defaultMessage: 'Please complete your information first',
        }),
        tone: 'warning',
      });
    else chatWindow.toggle();
  };
}
