import { lazy, memo, Suspense, useLayoutEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
} from 'react-router';
import { releasePrerenderedShell } from '#src/platform/prerendered-shell.ts';
import { readSessionToken } from '#src/platform/session-token.ts';
import { useSession } from '#src/shared/session.tsx';
import { DemoToolsSlot } from '#src/qa/demo-tools-slot.tsx';
import { AfterFirstPage } from './frames/after-first-page.tsx';
import { AuthDialogsSlot } from './frames/auth-dialogs-slot.tsx';
import { BannerStrip as BannerStripFrame } from './frames/banner-strip.tsx';
import { Header as HeaderFrame } from './frames/header.tsx';
import { SideMenu as SideMenuFrame } from './frames/side-menu.tsx';
import { loginedToHomePageRedirect } from './guards/logined-to-home-page.ts';
import { AfterLoginModalHost } from './providers/after-login.tsx';
import { useBrand } from '#src/shared/brand-context.tsx';
import { routeHandleOf } from './route-handle.ts';
import './styles/layout.css';

// The frame's parts read what they need through hooks. Memoised, they skip the layout's own
// updates (the route's loading state, the session's status, new matches), each of which
// re-rendered their hundreds of links in a long task of its own (bench/long-tasks.ts).
const Header = memo(HeaderFrame);
const SideMenu = memo(SideMenuFrame);
const BannerStrip = memo(BannerStripFrame);

// Out of the first load (home's budget): the footer sits below the first screen, the chat
// button floats. They and the demo tools come once the first page has settled.
const Footer = lazy(() => import('./frames/footer.tsx').then((m) => ({ default: memo(m.Footer) })));
const ChatLauncher = lazy(() =>
  import('#src/features/chat/chat-launcher.tsx').then((m) => ({ default: m.ChatLauncher })),
);

/** The frame of the current route: header, banner strip, side menu and footer as the route asks. */
export function AppLayout() {
  const matches = useMatches();
  const location = useLocation();
  const navigation = useNavigation();
  const brand = useBrand();
  const intl = useIntl();
  const { frame, bannerGroup } = routeHandleOf(matches);
  const session = useSession();
  // A page without banners is the app's own at its first commit; with banners the strip lets
  // the prerendered first paint go once the first banner shows (banner-strip.tsx).
  const showsBanner = Boolean(frame.banner && bannerGroup);
  useLayoutEffect(() => {
    if (!showsBanner) releasePrerenderedShell();
  }, [showsBanner]);

  const redirect = loginedToHomePageRedirect(location.pathname, {
    enabled: brand.app.features.loginedToHomePage,
    // The session's token once it has booted, not storage's: a 401 that ends the session (the
    // header shows 'Log in') closes the wall at once too, so the guard and the header agree.
    hasToken: session.status === 'booting' ? readSessionToken() !== null : session.token !== null,
    demo: import.meta.env.VITE_DEMO,
  });
  if (redirect) return <Navigate to={redirect} replace />;

  const isHome = bannerGroup === 'w_home';
  return (
    <div className="app-shell" data-side-menu={frame.sideMenu ? 'on' : 'off'}>
      <a className="skip-link" href="#main">
        <FormattedMessage id="layout.skipToContent" defaultMessage="Skip to content" />
      </a>
      {navigation.state === 'loading' && (
        <div
          className="route-progress"
          role="progressbar"
          aria-busy="true"
          aria-label={intl.formatMessage({
            id: 'layout.loadingPage',
            defaultMessage: 'Loading the page',
          })}
        />
      )}
      {frame.header && <Header />}
      <div className="app-body">
        {frame.sideMenu && <SideMenu />}
        <main id="main" className="app-main" tabIndex={-1}>
          {frame.banner && bannerGroup && (
            <BannerStrip key={bannerGroup} group={bannerGroup} withControls={isHome} />
          )}
          <Outlet />
        </main>
      </div>
      <AfterFirstPage>
        {frame.footer && (
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        )}
        <Suspense fallback={null}>
          <ChatLauncher />
        </Suspense>
        <DemoToolsSlot />
      </AfterFirstPage>
      <AuthDialogsSlot />
      <AfterLoginModalHost />
      <ScrollRestoration />
    </div>
  );
}
