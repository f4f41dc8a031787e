import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { buildTopNav } from '#schemas/menu.builder.ts';
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

/**
 * The header for visitors (spec section 2): logo, game categories, the tools everyone gets
 * (affiliate, download, support, language, theme) and login, register and free demo.
 * The logged-in player's header comes in a later issue.
 */
export function Header() {
  const vendorGroups = useVendorGroups();
  return (
    <header className="site-header">
      <MenuButton />
      <Logo />
      <TopNav items={vendorGroups.status === 'success' ? buildTopNav(vendorGroups.data) : []} />
      <div className="site-header__tools">
        <AffiliateLink />
        <Link to="/download" className="header-link">
          <Icon name="download" />
          <span className="header-link__label">
            <FormattedMessage id="header.download" />
          </span>
        </Link>
        <SupportMenu />
        <LanguageSelect />
        <ThemeSwitch />
      </div>
      <VisitorActions />
    </header>
  );
}
