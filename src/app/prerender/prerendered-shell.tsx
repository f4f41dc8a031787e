import { FormattedMessage, IntlProvider } from 'react-intl';
import type { Brand } from '#brands/brand.types.ts';
import { BANNER_HEIGHT, BANNER_WIDTH } from '#src/app/frames/banner/banner-slide.tsx';
import { PROMOTION_TYPES } from '#schemas/promotions-api.ts';
import { promotionMessages, TYPE_MESSAGES } from '#src/features/promotions/messages.ts';
import {
  PROMOTION_IMAGE_HEIGHT,
  PROMOTION_IMAGE_WIDTH,
} from '#src/features/promotions/promotion-card.tsx';
import { Icon } from '#src/ui/icon.tsx';
import { SplashView } from '#src/app/status/splash-view.tsx';

/** A picture of the page as the build knows it (demo builds only): the first banner of its group. */
export interface ShellPicture {
  url: string;
  title: string;
}

export interface PrerenderedShellProps {
  brand: Brand;
  /** The brand's default language and its messages (locales/<lang>.json). */
  language: string;
  messages: Record<string, string>;
  /** Undefined: an empty box of the banner's shape (live builds learn banners at run time). */
  banner?: ShellPicture;
  /**
   * Promotions' first card picture, the page's largest (`ShellRoute.lead`): 'pending' for an
   * empty box of its shape (live builds); undefined on pages without one.
   */
  lead?: ShellPicture | 'pending';
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
  lead,
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
            {lead && <ShellLead lead={lead} />}
            <div className="prerendered-shell__skeleton" aria-hidden="true" />
          </div>
        </div>
      </div>
      {/* Shown instead of the page above on a page that is not this one (the app's Splash). */}
      <SplashView logo={logo} className="prerendered-shell__splash" />
    </IntlProvider>
  );
}

/**
 * The promotions page's title, filter and first card's picture, with the app's own classes (one
 * stylesheet for the whole app): the picture sits where and at the size the app's will.
 */
function ShellLead({ lead }: { lead: ShellPicture | 'pending' }) {
  const m = promotionMessages;
  return (
    <section className="promotions-page">
      <h1>
        <FormattedMessage {...m.title} />
      </h1>
      <nav className="promotions-filter">
        <a href="/promotions" className="promotions-filter__item" aria-current="page">
          <FormattedMessage {...m.allTypes} />
        </a>
        {PROMOTION_TYPES.map((type) => (
          <a key={type} href={`/promotions?type=${type}`} className="promotions-filter__item">
            <FormattedMessage {...TYPE_MESSAGES[type]} />
          </a>
        ))}
      </nav>
      <div className="promotions-grid">
        <div className="promotion-card">
          {lead === 'pending' ? (
            <div
              className="prerendered-shell__lead prerendered-shell__lead--pending"
              aria-hidden="true"
            />
          ) : (
            <div className="prerendered-shell__lead">
              <img
                className="promotion-card__image"
                src={lead.url}
                alt=""
                width={PROMOTION_IMAGE_WIDTH}
                height={PROMOTION_IMAGE_HEIGHT}
                fetchPriority="high"
              />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
