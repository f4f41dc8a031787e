import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MemberInfo } from '#schemas/platform-api.ts';
import { memberIconQuery } from '#src/api/member.queries.ts';
import { useDismiss } from '#src/app/frames/use-dismiss.ts';
import { usePlatformConfig } from '#src/shared/platform-config.tsx';
import { useSession } from '#src/shared/session.tsx';
import { Icon } from '#src/ui/icon.tsx';
import { messageById } from '#src/ui/messages-by-id.ts';
import { avatarMenuItems, type AvatarMenuItem } from './avatar-menu-items.ts';
import { useCustomerService } from './use-customer-service.ts';
import './avatar-menu.css';

const messages = defineMessages({
  opensInNewTab: { id: 'common.opensInNewTab', defaultMessage: 'Opens in a new tab' },
});

/** The names `avatar-menu-items.ts` hands out as `messageId`, keyed by the id itself. */
const itemMessages = defineMessages({
  'avatarMenu.profile': { id: 'avatarMenu.profile', defaultMessage: 'Profile' },
  'avatarMenu.label': { id: 'avatarMenu.label', defaultMessage: 'Member level' },
  'avatarMenu.securityCenter': {
    id: 'avatarMenu.securityCenter',
    defaultMessage: 'Security centre',
  },
  'avatarMenu.agentCentre': { id: 'avatarMenu.agentCentre', defaultMessage: 'Agent centre' },
  'avatarMenu.memberCentre': { id: 'avatarMenu.memberCentre', defaultMessage: 'Member centre' },
  'avatarMenu.transactionHistory': {
    id: 'avatarMenu.transactionHistory',
    defaultMessage: 'Account record',
  },
  'avatarMenu.personalHistoryCopy': {
    id: 'avatarMenu.personalHistoryCopy',
    defaultMessage: 'Betting record',
  },
  'avatarMenu.support': { id: 'avatarMenu.support', defaultMessage: 'Support' },
  'avatarMenu.signOut': { id: 'avatarMenu.signOut', defaultMessage: 'Sign out' },
});

/** The member's icon; a broken or missing image falls back to a drawn one. */
function Avatar({ account }: { account: string }) {
  const icon = useQuery(memberIconQuery(account));
  const [broken, setBroken] = useState<string | null>(null);
  const src = icon.status === 'success' ? icon.data : null;
  if (!src || broken === src) {
    return (
      <span className="avatar avatar--default" data-testid="header-avatar-default">
        <Icon name="user" />
      </span>
    );
  }
  return <img className="avatar" src={src} alt="" onError={() => setBroken(src)} />;
}

function ItemContent({ item }: { item: AvatarMenuItem }) {
  if (item.kind === 'link' && item.text) {
    return (
      <>
        <span className="avatar-menu__text">{item.text}</span>
        <span className="avatar-menu__caption">
          <FormattedMessage {...messageById(itemMessages, item.messageId)} />
        </span>
      </>
    );
  }
  return <FormattedMessage {...messageById(itemMessages, item.messageId)} />;
}

/**
 * The avatar and its menu (menu button pattern): arrow keys, Home and End move between the
 * entries, Escape closes and gives focus back to the avatar, Tab or a press outside closes.
 */
export function AvatarMenu({ member }: { member: MemberInfo }) {
  const intl = useIntl();
  const session = useSession();
  const config = usePlatformConfig();
  const openCustomerService = useCustomerService();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const menuLabel = intl.formatMessage(
    { id: 'avatarMenu.open', defaultMessage: 'Account menu of {name}' },
    { name: member.nickname || member.account },
  );
  const items = avatarMenuItems({
    member,
    isAgent: session.isAgent,
    canUseMemberCentre: session.canUseMemberCentre,
    customerService: config.permission.info.customerService,
  });

  const entries = () => [
    ...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];
  const focusAt = (index: number) => {
    const list = entries();
    list.at(((index % list.length) + list.length) % list.length)?.focus();
  };
  // The list is hidden until `open` renders: the entry to focus waits for that.
  const pendingFocus = useRef<number | null>(null);
  const openAt = (index: number) => {
    pendingFocus.current = index;
    setOpen(true);
  };
  useEffect(() => {
    if (!open || pendingFocus.current === null) return;
    focusAt(pendingFocus.current);
    pendingFocus.current = null;
  });
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useDismiss(root, open, (reason) => close(reason === 'escape'));

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(-1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = entries();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: -1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusAt(target);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const choose = (item: AvatarMenuItem) => {
    close(item.kind === 'signOut');
    if (item.kind === 'signOut') session.logout();
    if (item.kind === 'customerService') openCustomerService();
  };

  return (
    <div ref={root} className="avatar-menu">
      <button
        ref={button}
        type="button"
        className="avatar-menu__button"
        data-testid="header-avatar"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={menuLabel}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar account={member.account} />
      </button>
      <ul
        ref={menu}
        id={menuId}
        role="menu"
        className="avatar-menu__list"
        aria-label={menuLabel}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item) => (
          <li key={item.id} role="none">
            {item.kind === 'link' && (
              <Link
                to={item.to}
                role="menuitem"
                tabIndex={-1}
                className="avatar-menu__item"
                data-menu-item={item.id}
                onClick={() => choose(item)}
              >
                <ItemContent item={item} />
              </Link>
            )}
            {item.kind === 'external' && (
              <a
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                role="menuitem"
                tabIndex={-1}
                className="avatar-menu__item"
                data-menu-item={item.id}
                title={intl.formatMessage(messages.opensInNewTab)}
                onClick={() => choose(item)}
              >
                <ItemContent item={item} />
              </a>
            )}
            {(item.kind === 'signOut' || item.kind === 'customerService') && (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="avatar-menu__item"
                data-menu-item={item.id}
                onClick={() => choose(item)}
              >
                <ItemContent item={item} />
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
