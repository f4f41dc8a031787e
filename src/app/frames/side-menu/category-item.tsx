import { lazy, Suspense, useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import type { CategoryEntry } from '#schemas/menu.builder.ts';
import type { GameCategory, VendorCard } from '#schemas/platform-api.ts';
import { useDismiss } from '#src/app/frames/use-dismiss.ts';
import { Icon } from '#src/ui/icon.tsx';
import { menuMessages } from '#src/ui/menu-messages.ts';
import { messageById } from '#src/ui/messages-by-id.ts';

const VIEWPORT_MARGIN = 8;

// The flyout's code stays out of the first load (home's 150 KB budget): the menu asks for it
// once the page has loaded, a category pointed at before that asks at once.
export const loadVendorFlyout = () => import('./vendor-flyout.tsx');
const VendorFlyout = lazy(() => loadVendorFlyout().then((m) => ({ default: m.VendorFlyout })));

/**
 * A game category. Hovering or focusing it opens its vendor flyout beside the menu; Escape,
 * leaving with the pointer or moving focus elsewhere closes it.
 */
export function CategoryItem({
  entry,
  mini,
  onNavigate,
  onVendor,
}: {
  entry: CategoryEntry;
  mini: boolean;
  onNavigate: () => void;
  /** A vendor of the flyout was chosen: the game launch decides where it leads. */
  onVendor: (card: VendorCard, category: GameCategory) => void;
}) {
  const label = useIntl().formatMessage(messageById(menuMessages, entry.messageId));
  const [open, setOpen] = useState(false);
  // The flyout is rendered from its first opening on, then kept (hidden while closed): the home
  // page's menus hold about 150 vendor elements no one may open, and a flyout that left the page
  // inside its own link's click would leave that click to the browser.
  const [everOpened, setEverOpened] = useState(false);
  if (open && !everOpened) setEverOpened(true);
  const item = useRef<HTMLLIElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const flyout = useRef<HTMLDivElement>(null);
  // Focus that Escape hands back to the link must not reopen the flyout it just closed.
  const refocusing = useRef(false);
  const flyoutId = useId();

  useDismiss(item, open, (reason) => {
    setOpen(false);
    if (reason !== 'escape') return;
    refocusing.current = true;
    link.current?.focus();
    refocusing.current = false;
  });

  // The menu scrolls and would clip the flyout, so it is fixed beside the item, kept on screen.
  // Measured only once open: every closed item measuring on mount forced a layout per item.
  useLayoutEffect(() => {
    const panel = flyout.current;
    if (!open || !panel) return;
    const anchor = item.current?.getBoundingClientRect();
    if (!anchor) return;
    const lowest = window.innerHeight - panel.offsetHeight - VIEWPORT_MARGIN;
    const rtl = getComputedStyle(panel).direction === 'rtl';
    const rightmost = window.innerWidth - panel.offsetWidth - VIEWPORT_MARGIN;
    // Beside the item on its end side (the left, right to left), never past either edge.
    const beside = rtl ? anchor.left - panel.offsetWidth : anchor.right;
    panel.style.top = `${Math.max(VIEWPORT_MARGIN, Math.min(anchor.top, lowest))}px`;
    panel.style.left = `${Math.max(VIEWPORT_MARGIN, Math.min(beside, rightmost))}px`;
  }, [open]);

  const close = () => {
    setOpen(false);
    onNavigate();
  };

  return (
    <li
      ref={item}
      onPointerEnter={() => void loadVendorFlyout()}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => {
        if (!item.current?.contains(document.activeElement)) setOpen(false);
      }}
      onFocus={() => {
        if (!refocusing.current) setOpen(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <NavLink
        ref={link}
        to={entry.path}
        className="side-menu__link"
        title={mini ? label : undefined}
        aria-expanded={open}
        aria-controls={everOpened ? flyoutId : undefined}
        onClick={close}
      >
        <Icon name={entry.icon} />
        <span className="side-menu__label">{label}</span>
      </NavLink>
      {everOpened && (
        <Suspense fallback={null}>
          <VendorFlyout
            ref={flyout}
            id={flyoutId}
            entry={entry}
            open={open}
            onNavigate={close}
            onVendor={(card) => onVendor(card, entry.category)}
          />
        </Suspense>
      )}
    </li>
  );
}
