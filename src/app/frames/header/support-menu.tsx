import { lazy, Suspense, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useDismiss } from '#src/app/frames/use-dismiss.ts';
import { Icon } from '#src/ui/icon.tsx';
import './support-menu.css';

// The entries (chat, customer service, Telegram, announcements, help) load when the menu is
// first pointed at or opened, not with every page (home's first-load budget).
const loadItems = () => import('./support-menu-items.tsx');
const SupportMenuItems = lazy(() => loadItems().then((m) => ({ default: m.SupportMenuItems })));

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
  const [open, setOpen] = useState(false);
  // Once opened, the entries stay mounted: reopening shows them at once.
  const [opened, setOpened] = useState(false);
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
        onPointerEnter={() => void loadItems()}
        onFocus={() => void loadItems()}
        onClick={() => {
          setOpened(true);
          setOpen(!open);
        }}
      >
        <Icon name="support" />
        <span className="header-link__label">
          <FormattedMessage id="header.support" defaultMessage="Support" />
        </span>
        <Icon name="chevronDown" size={16} />
      </button>
      <ul id={listId} className="support-menu__list" hidden={!open}>
        {opened && (
          <Suspense fallback={null}>
            <SupportMenuItems onClose={close} onAnnouncements={openAnnouncements} />
          </Suspense>
        )}
      </ul>
      {announcements && (
        <Suspense fallback={null}>
          <AnnouncementListModal onClose={() => setAnnouncements(false)} />
        </Suspense>
      )}
    </div>
  );
}
