import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { serviceChoice } from '#machines/member.ts';
import type { ChatService } from '#schemas/support-api.ts';
import { useAuthDialogs } from '#src/shared/auth-dialogs.tsx';
import { usePlatformConfig } from '#src/shared/platform-config.tsx';
import { useSession } from '#src/shared/session.tsx';
import { ChatRoomFrame } from './chat-room-frame.tsx';
import './chat.css';

const messages = defineMessages({
  title: { id: 'chat.title', defaultMessage: 'Customer service' },
  login: { id: 'chat.loginFirst', defaultMessage: 'Log in to talk to customer service.' },
  loginButton: { id: 'chat.loginButton', defaultMessage: 'Log in' },
  trial: { id: 'guard.chatBlocked', defaultMessage: 'Please complete your information first' },
  unknown: { id: 'chat.unknownService', defaultMessage: 'This customer service does not exist.' },
  vipOnly: { id: 'chat.vipOnly', defaultMessage: 'The VIP service is for VIP members.' },
});

const SERVICES: Record<string, ChatService> = {
  livechat: 'LIVECHAT',
  vip: 'VIP',
  comm100: 'COMM100',
};

/**
 * /support/<service>: one customer-service room as a page (where the online customer service's
 * popup and the third-party entry land). Members only; the VIP room for rank levels above 4.
 */
export function SupportChatPage() {
  const intl = useIntl();
  const service = SERVICES[useParams().service?.toLowerCase() ?? ''];
  const { status, member, isTrial } = useSession();
  const dialogs = useAuthDialogs();
  const entries = usePlatformConfig().permission.info.customerService;
  const title =
    entries.find((entry) => entry.csType === service)?.title ?? intl.formatMessage(messages.title);

  let body;
  if (!service) body = <p role="alert">{intl.formatMessage(messages.unknown)}</p>;
  else if (status === 'booting') body = null;
  else if (status !== 'loggedIn' || !member) {
    body = (
      <p className="support-chat-page__login">
        <FormattedMessage {...messages.login} />
        <button type="button" className="button" onClick={() => dialogs.open('login')}>
          <FormattedMessage {...messages.loginButton} />
        </button>
      </p>
    );
  } else if (isTrial) body = <p role="alert">{intl.formatMessage(messages.trial)}</p>;
  else if (service === 'VIP' && serviceChoice(member) !== 'VIP') {
    body = <p role="alert">{intl.formatMessage(messages.vipOnly)}</p>;
  } else {
    body = <ChatRoomFrame service={service} title={title} className="support-chat-page__frame" />;
  }

  return (
    <section className="support-chat-page" data-testid="support-chat-page">
      <h1 className="support-chat-page__title">{title}</h1>
      {body}
    </section>
  );
}
