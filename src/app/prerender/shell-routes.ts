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
}

export const SHELL_ROUTES: readonly ShellRoute[] = [
  { path: '/', file: 'index.html', bannerGroup: 'w_home', sideMenu: true },
  { path: '/register', file: 'register.html', bannerGroup: 'w_reg', sideMenu: false },
  { path: '/rng', file: 'rng.html', bannerGroup: 'w_rng', sideMenu: true },
  { path: '/promotions', file: 'promotions.html', bannerGroup: 'w_promotion', sideMenu: true },
];
