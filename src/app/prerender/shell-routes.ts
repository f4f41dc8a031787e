/**
 * The public pages the build prerenders (docs/decisions/013): each gets an HTML file whose
 * body already shows the brand's header, the page's first banner and a skeleton. `file` is
 * what a static host serves for `path` (`/register` -> `register.html`); `bannerGroup` and
 * `sideMenu` are the route's handle in `src/app/routes.tsx` (a test holds them equal).
 */
export interface ShellRoute {
  path: string;
  file: string;
  bannerGroup: string;
  sideMenu: boolean;
  /**
   * The page's largest picture when it is not the banner: 'promotion', the first promotion's
   * (the list the platform gives a guest). The shell shows it too, and waits for the app's.
   */
  lead?: 'promotion';
  /**
   * Query parameters that change what the page shows first (promotions' `type` filter): with
   * one of them in the address, the shell would show the wrong page and stays hidden.
   */
  pageParams?: readonly string[];
}

export const SHELL_ROUTES: readonly ShellRoute[] = [
  { path: '/', file: 'index.html', bannerGroup: 'w_home', sideMenu: true },
  { path: '/register', file: 'register.html', bannerGroup: 'w_reg', sideMenu: false },
  { path: '/rng', file: 'rng.html', bannerGroup: 'w_rng', sideMenu: true },
  {
    path: '/promotions',
    file: 'promotions.html',
    bannerGroup: 'w_promotion',
    sideMenu: true,
    lead: 'promotion',
    pageParams: ['type'],
  },
];
