import type { RouteObject } from 'react-router';
import { AppLayout } from './app-layout.tsx';
import { Splash } from './status/splash.tsx';
import { RouteError } from './errors/route-error.tsx';
import { lazyPage } from '#src/shared/lazy-page.ts';
import { FULL_FRAME, HEADER_ONLY, type RouteHandle } from './route-handle.ts';
import { agentCentreData, depositPageData } from './member-page-data.ts';

const home = lazyPage(
  () => import('#src/features/home/home-page.tsx'),
  (m) => m.HomePage,
);
const help = lazyPage(
  () => import('./pages/help-route.tsx'),
  (m) => m.HelpRoute,
);
const login = lazyPage(
  () => import('#src/features/auth/login-page.tsx'),
  (m) => m.LoginPage,
);
const register = lazyPage(
  () => import('#src/features/register/register-page.tsx'),
  (m) => m.RegisterPage,
);
const gameListing = lazyPage(
  () => import('#src/features/games/listing/game-listing-page.tsx'),
  (m) => m.GameListingPage,
);
const gamePage = lazyPage(
  () => import('#src/features/games/game/game-page.tsx'),
  (m) => m.GamePage,
);
const seamless = lazyPage(
  () => import('#src/features/games/seamless/seamless-page.tsx'),
  (m) => m.SeamlessPage,
);
const lottery = lazyPage(
  () => import('#src/features/lottery/lottery-page.tsx'),
  (m) => m.LotteryPage,
);
const vnLottery = lazyPage(
  () => import('#src/features/lottery/vn-lottery-page.tsx'),
  (m) => m.VnLotteryPage,
);
const memberCentreLayout = lazyPage(
  () => import('#src/features/member-centre/member-centre-layout.tsx'),
  (m) => m.MemberCentreLayout,
);
const memberCentreOverview = lazyPage(
  () => import('#src/features/member-centre/member-centre-overview.tsx'),
  (m) => m.MemberCentreOverview,
);
const deposit = lazyPage(
  () => import('#src/features/deposit/deposit-page.tsx'),
  (m) => m.DepositPage,
);
const agentCentre = lazyPage(
  () => import('#src/features/agent-centre/agent-centre-page.tsx'),
  (m) => m.AgentCentrePage,
);
const pointMall = lazyPage(
  () => import('#src/features/point-mall/point-mall-page.tsx'),
  (m) => m.PointMallPage,
);
const signInTask = lazyPage(
  () => import('#src/features/sign-in/sign-in-page.tsx'),
  (m) => m.SignInPage,
);
const missionLeaderboard = lazyPage(
  () => import('#src/features/sign-in/mission-leaderboard-page.tsx'),
  (m) => m.MissionLeaderboardPage,
);
const playerRank = lazyPage(
  () => import('#src/features/vip/vip-page.tsx'),
  (m) => m.VipPage,
);
const referral = lazyPage(
  () => import('#src/features/referral/referral-page.tsx'),
  (m) => m.ReferralPage,
);
const messageCentre = lazyPage(
  () => import('#src/features/messages/message-centre-page.tsx'),
  (m) => m.MessageCentrePage,
);
const securityCentre = lazyPage(
  () => import('#src/features/security-centre/security-centre-page.tsx'),
  (m) => m.SecurityCentrePage,
);
const profile = lazyPage(
  () => import('#src/features/profile/profile-page.tsx'),
  (m) => m.ProfilePage,
);
// /promotions, /promoDetail and /rewardCenter: one entry, the page picks by path.
const promotions = lazyPage(
  () => import('#src/features/promotions/promotion-routes.tsx'),
  (m) => m.PromotionRoutes,
);
/** The support area's pages share one chunk (src/app/pages/support-pages.ts). */
const supportPages = () => import('./pages/support-pages.ts');
const helpCentre = lazyPage(supportPages, (m) => m.HelpCentrePage);
const feedback = lazyPage(supportPages, (m) => m.FeedbackPage);
const speedTest = lazyPage(supportPages, (m) => m.SpeedTestPage);
const download = lazyPage(supportPages, (m) => m.DownloadPage);
const supportChat = lazyPage(supportPages, (m) => m.SupportChatPage);
const notFound = lazyPage(
  () => import('./pages/not-found-page.tsx'),
  (m) => m.NotFoundPage,
);

/** The demo-only QA tools: behind the build flag, so a live build holds neither of them. */
function qaRoutes(): RouteObject[] {
  if (!import.meta.env.VITE_DEMO) return [];
  const machines = lazyPage(
    () => import('#src/qa/machines/machines-page.tsx'),
    (m) => m.MachinesPage,
  );
  const brandStudio = lazyPage(
    () => import('#src/qa/brand/brand-studio-page.tsx'),
    (m) => m.BrandStudioPage,
  );
  const brandGallery = lazyPage(
    () => import('#src/qa/brands/brand-gallery-page.tsx'),
    (m) => m.BrandGalleryPage,
  );
  return [
    page('/qa/machines', machines, { frame: HEADER_ONLY }),
    page('/qa/brand', brandStudio, { frame: HEADER_ONLY }),
    page('/qa/brands', brandGallery, { frame: HEADER_ONLY }),
  ];
}

const GAME_LISTING_GROUPS: Record<string, string | undefined> = {
  rng: 'w_rng',
  pvp: 'w_pvp',
  live: 'w_live',
  fish: 'w_fish',
  sports: 'w_sports',
  esports: 'w_esports',
  cockfight: undefined,
  hot: undefined,
  favorite: undefined,
  elott: 'w_lott',
};

const page = (path: string, lazy: RouteObject['lazy'], handle: RouteHandle): RouteObject => ({
  path,
  lazy,
  handle,
});

const homeHandle: RouteHandle = { frame: FULL_FRAME, bannerGroup: 'w_home' };
const barsHidden: RouteHandle = { frame: { ...HEADER_ONLY, sideMenu: true } };

/** Every path of spec section 2, with its frame and banner group. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Shown while the first page's chunk loads, instead of a blank page.
    HydrateFallback: Splash,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...['/', '/index', '/index.html', '/home'].map((path) => page(path, home, homeHandle)),
          ...['/register', '/register.html'].map((path) =>
            page(path, register, {
              frame: { ...HEADER_ONLY, banner: true },
              bannerGroup: 'w_reg',
            }),
          ),
          page('/pointMall', pointMall, {
            frame: { ...FULL_FRAME, sideMenu: false },
            bannerGroup: 'w_shop',
          }),
          page('/lottery', lottery, { frame: HEADER_ONLY }),
          page('/vnlottery', vnLottery, barsHidden),
          ...Object.entries(GAME_LISTING_GROUPS).map(([path, bannerGroup]) =>
            page(`/${path}`, gameListing, { frame: FULL_FRAME, bannerGroup }),
          ),
          ...['/promotions', '/promoDetail/:id?'].map((path) =>
            page(path, promotions, {
              frame: { ...FULL_FRAME, banner: true },
              bannerGroup: 'w_promotion',
            }),
          ),
          page('/seamless', seamless, { frame: HEADER_ONLY }),
          page('/help', help, { frame: FULL_FRAME, bannerGroup: 'w_help' }),
          page('/game', gamePage, { frame: HEADER_ONLY }),
          page('/login', login, { frame: HEADER_ONLY }),
          page('/helpmc', helpCentre, { frame: HEADER_ONLY }),
          page('/download', download, { frame: FULL_FRAME, bannerGroup: 'w_down' }),
          page('/down', download, { frame: FULL_FRAME, bannerGroup: 'w_down' }),
          page('/speedtest', speedTest, { frame: FULL_FRAME }),
          page('/inhouse', gameListing, { frame: FULL_FRAME, bannerGroup: 'w_inhouse' }),
          // The player header's shortcuts and avatar menu: personal and agent centre pages.
          page('/agentCentre', agentCentre, { frame: FULL_FRAME, memberData: agentCentreData }),
          // The personal-centre pages that are built: inside the member centre's layout and guard.
          {
            lazy: memberCentreLayout,
            children: [
              page('/memberCentre', memberCentreOverview, { frame: FULL_FRAME }),
              // The money-out pages share one chunk (the routes table is in the home route's load).
              ...(['withdraw', 'transferFund', 'transferUpline'] as const).map((area) =>
                page(
                  `/${area}`,
                  lazyPage(
                    () => import('#src/features/withdraw/withdraw-page.tsx'),
                    (m) => m.MONEY_OUT_PAGES[area],
                  ),
                  { frame: FULL_FRAME },
                ),
              ),
              page('/depositv2', deposit, { frame: FULL_FRAME, memberData: depositPageData }),
              page('/signInTask', signInTask, { frame: FULL_FRAME }),
              page('/missionLeaderboard', missionLeaderboard, { frame: FULL_FRAME }),
              page('/playerRank', playerRank, { frame: FULL_FRAME }),
              page('/referral', referral, { frame: FULL_FRAME }),
              // The records pages share one chunk; the message centre has its own.
              ...(
                [
                  ['transactionHistory', 'AccountRecordPage'],
                  ['personalHistoryCopy', 'BettingRecordPage'],
                  ['personalProfit', 'ProfitPage'],
                  ['bonusDetails', 'BonusPage'],
                ] as const
              ).map(([area, name]) =>
                page(
                  `/${area}`,
                  lazyPage(
                    () => import('#src/features/records/records-pages.ts'),
                    (m) => m[name],
                  ),
                  { frame: FULL_FRAME },
                ),
              ),
              page('/messageV2', messageCentre, { frame: FULL_FRAME }),
              page('/securityCenter', securityCentre, { frame: FULL_FRAME }),
              page('/profile', profile, { frame: FULL_FRAME }),
              page('/rewardCenter', promotions, { frame: FULL_FRAME }),
              page('/feedback', feedback, { frame: FULL_FRAME }),
            ],
          },
          // One customer-service room as a page (the online customer service's popup lands here).
          page('/support/:service', supportChat, { frame: HEADER_ONLY }),
          ...qaRoutes(),
          page('*', notFound, { frame: HEADER_ONLY }),
        ],
      },
    ],
  },
];
