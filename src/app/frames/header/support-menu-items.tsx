import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useChatToggle } from '#src/features/chat/use-chat-toggle.ts';
import { useFlag, usePlatformConfig } from '#src/shared/platform-config.tsx';
import { ExternalLink } from '#src/ui/external-link.tsx';
import { Icon } from '#src/ui/icon.tsx';
import { resourceHref } from './resource-href.ts';
import { useCustomerService } from './use-customer-service.ts';

interface Props {
  /** Closes the menu (an entry was chosen). */
  onClose: () => void;
  /** Closes the menu and opens the announcement list. */
  onAnnouncements: () => void;
}

/**
 * The support menu's entries: chat (CBS3), the online customer service (COMM100), the Telegram
 * channel (TELEGRAM resource), announcements and the help centre.
 */
export function SupportMenuItems({ onClose: close, onAnnouncements: openAnnouncements }: Props) {
  const chat = useFlag('CBS3');
  const toggleChat = useChatToggle();
  const { resources, customerService } = usePlatformConfig().permission.info;
  const telegram = resourceHref(resources, 'TELEGRAM');
  // The online customer service (spec section 7) comes with the COMM100 entry.
  const onlineService = customerService.some((entry) => entry.csType === 'COMM100');
  const openCustomerService = useCustomerService();

  return (
    <>
      {chat && (
        <li>
          {/* Chat is for logged-in players; a visitor is asked to log in (spec section 4). */}
          <button
            type="button"
            className="support-menu__item"
            onClick={() => {
              close();
              toggleChat();
            }}
          >
            <Icon name="chat" />
            <FormattedMessage id="header.chat" defaultMessage="Live chat" />
          </button>
        </li>
      )}
      {onlineService && (
        <li>
          <button
            type="button"
            className="support-menu__item"
            onClick={() => {
              close();
              openCustomerService();
            }}
          >
            <Icon name="support" />
            <FormattedMessage
              id="header.customerService"
              defaultMessage="Online customer service"
            />
          </button>
        </li>
      )}
      {telegram && (
        <li>
          <ExternalLink href={telegram} className="support-menu__item" onClick={close}>
            <Icon name="TELEGRAM" />
            <FormattedMessage id="header.telegram" defaultMessage="Telegram" />
          </ExternalLink>
        </li>
      )}
      <li>
        <button type="button" className="support-menu__item" onClick={openAnnouncements}>
          <Icon name="announcement" />
          <FormattedMessage id="header.announcements" defaultMessage="Announcements" />
        </button>
      </li>
      <li>
        <Link to="/help" className="support-menu__item" onClick={close}>
          <Icon name="help" />
          <FormattedMessage id="header.helpCentre" defaultMessage="Help centre" />
        </Link>
      </li>
      <li>
        <Link to="/feedback" className="support-menu__item" onClick={close}>
          <Icon name="mail" />
          <FormattedMessage id="header.feedback" defaultMessage="Feedback" />
        </Link>
      </li>
    </>
  );
}
