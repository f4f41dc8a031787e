import { lazy, Suspense, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useDismiss } from '#src/app/frames/use-dismiss.ts';
import { useFlag, usePlatformConfig } from '#src/shared/platform-config.tsx';
import { useChatToggle } from '#src/features/chat/use-chat-toggle.ts';
import { ExternalLink } from '#src/ui/external-link.tsx';
import { Icon } from '#src/ui/icon.tsx';
import { resourceHref } from './resource-href.ts';
import { useCustomerService } from './use-customer-service.ts';
import './support-menu.css';

// The list (with its HTML sanitiser) loads when it is opened, not with every page.
const AnnouncementListModal = lazy(() =>
  import('#src/features/announcements/announcement-list-modal.tsx').then((m) => ({
    default: m.AnnouncementListModal,
  })),
);

/**
 * A disclosure menu: chat (CBS3), the online customer service (COMM100), the Telegram channel (TELEGRAM resource), announcements and
 * the help centre. Escape or a press outside closes it.
 */
export function SupportMenu() {
  const chat = useFlag('CBS3');
  const toggleChat = useChatToggle();
  const { resources, customerService } = usePlatformConfig().permission.info;
  const telegram = resourceHref(resources, 'TELEGRAM');
  // The online customer service (spec section 7) comes with the COMM100 entry.
  const onlineService = customerService.some((entry) => entry.csType === 'COMM100');
  const openCustomerService = useCustomerService();
  const [open, setOpen] = useState(false);
  const [announcements, setAnnouncements] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useDismiss(root, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') toggle.current?.focus();
  });

  const close = () => setOpen(false);
  const openAnnouncements = () => {
    setOpen(false);
    // The modal gives focus back to whatever had it: the toggle, not a hidden menu item.
    toggle.current?.focus();
    setAnnouncements(true);
  };

  return (
    <div
      ref={root}
      className="support-menu"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="header-link"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <Icon name="support" />
        <span className="header-link__label">
          <FormattedMessage id="header.support" defaultMessage="Support" />
        </span>
        <Icon name="chevronDown" size={16} />
      </button>
      <ul id={listId} className="support-menu__list" hidden={!open}>
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
      </ul>
      {announcements && (
        <Suspense fallback={null}>
          <AnnouncementListModal onClose={() => setAnnouncements(false)} />
        </Suspense>
      )}
    </div>
  );
}
