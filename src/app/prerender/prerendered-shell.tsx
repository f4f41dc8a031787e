import { FormattedMessage, IntlProvider } from 'react-intl';
import type { Brand } from '#brands/brand.types.ts';
import { BANNER_HEIGHT, BANNER_WIDTH } from '#src/app/frames/banner/banner-slide.tsx';
import { Icon } from '#src/ui/icon.tsx';

/** The first banner of the page's group, as the build knows it (demo builds only). */
export interface ShellBanner {
  url: string;
  title: string;
}

export interface PrerenderedShellProps {
  brand: Brand;
  /** The brand's default language and its messages (locales/<lang>.json). */
  language: string;
  messages: Record<string, string>;
  /** Undefined: an empty box of the banner's shape (live builds learn banners at run time). */
  banner?: ShellBanner;
  sideMenu: boolean;
  /** Whether the register button shows (the brand file's DIRECTREG3; the platform confirms it). */
  directRegistration: boolean;
  /** Whether the free demo button shows (FREEPLAY3). */
  freePlay: boolean;
}

/**
 * The first paint of a public page, rendered to HTML at build time: the frame's own class
 * names and stylesheet, so it has the live app's geometry. Links are plain `<a>`s: until the
 * app takes over (`releasePrerenderedShell`) a click is an ordinary page load.
 */
export function PrerenderedShell({
  brand,
  language,
  messages,
  banner,
  sideMenu,
  directRegistration,
  freePlay,
}: PrerenderedShellProps) {
  const { logo } = brand.app.theme;
  return (
    <IntlProvider locale={language} messages={messages} defaultLocale={language}>
      <div className="app-shell" data-side-menu={sideMenu ? 'on' : 'off'}>
        <header className="site-header">
          <span className="icon-button menu-button" aria-hidden="true">
            <Icon name="menu" />
          </span>
          <a href="/" className="logo">
            <span className="logo__mark" aria-hidden="true">
              {logo.mark}
            </span>
            <span className="logo__wordmark">{logo.wordmark}</span>
          </a>
          <div className="visitor-actions">
            {freePlay && (
              <span className="button button--ghost visitor-actions__free-play" aria-hidden="true">
                <FormattedMessage id="header.freePlay" defaultMessage="Free demo" />
              </span>
            )}
            <a href="/login" className="button button--outline">
              <FormattedMessage id="header.login" defaultMessage="Log in" />
            </a>
            {directRegistration && (
              <a href="/register" className="button button--primary">
                <FormattedMessage id="header.register" defaultMessage="Register" />
              </a>
            )}
          </div>
        </header>
        <div className="app-body">
          {sideMenu && <div className="side-menu" aria-hidden="true" />}
          <div className="app-main">
            {banner ? (
              <div className="banner-strip">
                <img
                  className="banner-strip__image"
                  src={banner.url}
                  alt={banner.title}
                  width={BANNER_WIDTH}
                  height={BANNER_HEIGHT}
                  fetchPriority="high"
                />
              </div>
            ) : (
              <div className="banner-strip banner-strip--pending" aria-hidden="true" />
            )}
            <div className="prerendered-shell__skeleton" aria-hidden="true" />
          </div>
        </div>
      </div>
    </IntlProvider>
  );
}
