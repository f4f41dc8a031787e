import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { buildTopNav } from '#schemas/menu.builder.ts';
import { useSession } from '#src/shared/session.tsx';
import { Icon } from '#src/ui/icon.tsx';
import { AffiliateLink } from './header/affiliate-link.tsx';
import { LanguageSelect } from './header/language-select.tsx';
import { Logo } from './header/logo.tsx';
import { MenuButton } from './header/menu-button.tsx';
import { SupportMenu } from './header/support-menu.tsx';
import { ThemeSwitch } from './header/theme-switch.tsx';
import { TopNav } from './header/top-nav.tsx';
import { VisitorActions } from './header/visitor-actions.tsx';
import { useVendorGroups } from './use-vendor-groups.ts';
import './header/header.css';

// The download modal and its QR codes load when opened.
const DownloadModal = lazy(() =>
  import('#src/features/download/download-modal.tsx').then((m) => ({ default: m.DownloadModal })),
);

// Only players need the balance, messages and avatar menu: visitors never load them.
const PlayerActions = lazy(() =>
  import('./header/player-actions.tsx').then((m) => ({ default: m.PlayerActions })),
);

/** The member info did not restore (not a 401): a notice and a retry in place of the actions. */
function RestoreFailedNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="session-restore-failed" role="alert" data-testid="header-restore-failed">
      <span>
        <FormattedMessage
          id="header.restoreFailed"
          defaultMessage="Your account could not be loaded."
        />
      </span>
      <button type="button" className="button button--outline" onClick={onRetry}>
        <FormattedMessage id="errors.retry" defaultMessage="Retry" />
      </button>
    </div>
  );
}

/**
 * Visitor or player actions; nothing while a stored session is still being restored, and a
 * retry when it could not be.
 */
function SessionActions() {
  const { status, member, restoreFailure, send } = useSession();
  if (restoreFailure) {
    return <RestoreFailedNotice onRetry={() => send({ type: 'session.retry' })} />;
  }
  if (
    member &&
    (status === 'loggedIn' || status === 'confirmingLogout' || status === 'loggingOut')
  ) {
    return (
      <Suspense fallback={<div className="session-actions-pending" aria-hidden="true" />}>
        <PlayerActions member={member} />
      </Suspense>
    );
  }
  if (status === 'loggedOut') return <VisitorActions />;
  return <div className="session-actions-pending" aria-hidden="true" />;
}

/**
 * The header (spec section 2): logo, game categories, the tools everyone gets (affiliate,
 * download, support, language, theme), then login, register and free demo for visitors, or
 * balance, deposit, withdraw, messages and the avatar menu for players.
 */
export function Header() {
  const vendorGroups = useVendorGroups();
  const [download, setDownload] = useState(false);
  return (
    <header className="site-header">
      <MenuButton />
      <Logo />
      <TopNav items={vendorGroups.status === 'success' ? buildTopNav(vendorGroups.data) : []} />
      <div className="site-header__tools">
        <AffiliateLink />
        <button
          type="button"
          className="header-link"
          data-testid="header-download"
          aria-haspopup="dialog"
          onClick={() => setDownload(true)}
        >
          <Icon name="download" />
          <span className="header-link__label">
            <FormattedMessage id="header.download" defaultMessage="Download app" />
          </span>
        </button>
        <SupportMenu />
        <LanguageSelect />
        <ThemeSwitch />
      </div>
      <SessionActions />
      {download && (
        <Suspense fallback={null}>
          <DownloadModal onClose={() => setDownload(false)} />
        </Suspense>
      )}
    </header>
  );
}
