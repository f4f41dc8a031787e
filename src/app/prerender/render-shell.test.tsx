// @vitest-environment node
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import demo from '#brands/demo.json' with { type: 'json' };
import type { Brand } from '#brands/brand.types.ts';
import { getBanners } from '#schemas/endpoints/content.ts';
import { getActivities } from '#schemas/endpoints/promotions.ts';
import vi from '#locales/vi.json' with { type: 'json' };
import { routeHandleOf } from '#src/app/route-handle.ts';
import { routes } from '#src/app/routes.tsx';
import { APP_SCRIPT_LOADER } from './app-script-loader.ts';
import {
  renderShellDocument,
  SHELL_CHECK_SCRIPT,
  SHELL_SCRIPT,
  shellStyles,
} from './render-shell.tsx';
import { SHELL_ROUTES } from './shell-routes.ts';

const TEMPLATE = `<!doctype html>
<html lang="vi">
  <head><title>Bet</title><script type="module" src="/assets/index.js"></script></head>
  <body><div id="root"></div></body>
</html>`;

const brand = demo as unknown as Brand;
const home = SHELL_ROUTES[0]!;
const promotions = SHELL_ROUTES.find((route) => route.path === '/promotions')!;

/** Home's document; `input` changes what the build hands over. */
const render = (
  banner?: { url: string; title: string },
  input: Partial<Parameters<typeof renderShellDocument>[0]> = {},
) =>
  renderShellDocument({
    template: TEMPLATE,
    brand,
    route: home,
    messages: vi,
    banner,
    directRegistration: true,
    freePlay: false,
    ...input,
  });

describe('renderShellDocument', () => {
  it("puts the brand's header and the first banner before the app's empty root", () => {
    const html = render({ url: '/mock-assets/banners/demo/1.svg', title: 'Welcome' });
    const body = html.slice(html.indexOf('<body>'));
    expect(body.indexOf('id="prerendered-shell"')).toBeLessThan(body.indexOf('id="root"'));
    expect(body).toContain('<span class="logo__wordmark">Demo Bet</span>');
    expect(body).toContain('>Đăng ký</a>');
    expect(body).toMatch(
      /<img class="banner-strip__image" src="\/mock-assets\/banners\/demo\/1.svg"/,
    );
    expect(html).toContain('<title>Demo Bet</title>');
    expect(html).toContain(
      '<html lang="vi" data-brand="demo" data-theme="light" data-shell-path="/" data-app-script="/assets/index.js">',
    );
    expect(shellStyles(brand)).toMatch(
      /^html\[data-shell-path\]\{color-scheme:light;[^}]*--color-primary:/,
    );
  });

  it('has no inline script, style block or style attribute (the CSP of deploy/ refuses them)', () => {
    const html = render({ url: '/mock-assets/banners/demo/1.svg', title: 'Welcome' });
    expect(html).toContain('<script src="/prerendered-shell.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/prerendered-shell.css">');
    expect(html).not.toMatch(/<script>|<style|\sstyle="/);
  });

  it("names the app's script on <html> instead of loading it: the shell's script starts it after the paint", () => {
    const html = render({ url: '/mock-assets/banners/demo/1.svg', title: 'Welcome' });
    expect(html).not.toContain('<script type="module"');
    expect(html).toMatch(/<html [^>]*data-app-script="\/assets\/index.js"/);
    expect(SHELL_SCRIPT).toContain(SHELL_CHECK_SCRIPT);
    expect(SHELL_SCRIPT).toContain(APP_SCRIPT_LOADER);
    // The check runs first: a hidden shell waits for no banner.
    expect(SHELL_SCRIPT.indexOf(SHELL_CHECK_SCRIPT)).toBeLessThan(
      SHELL_SCRIPT.indexOf(APP_SCRIPT_LOADER),
    );
  });

  it('names the boot chunks and each language’s messages on <html> for the loader to ask beside the script', () => {
    const html = render(undefined, {
      preload: {
        chunks: ['/assets/session-engine-1.js', '/assets/demo-platform-2.js'],
        locales: { vi: ['/assets/vi-3.js'], th: ['/assets/en-4.js', '/assets/th-"5.js'] },
      },
    });
    const root = /<html [^>]*>/.exec(html)?.[0] ?? '';
    expect(root).toContain(
      'data-app-preload="/assets/session-engine-1.js /assets/demo-platform-2.js"',
    );
    expect(root).toContain('data-app-locale-vi="/assets/vi-3.js"');
    expect(root, 'escaped').toContain('data-app-locale-th="/assets/en-4.js /assets/th-&quot;5.js"');
    expect(render(), 'nothing named without a preload').not.toMatch(/data-app-(preload|locale)/);
  });

  it("shows the banner's empty box when the build does not know the banners (live)", () => {
    const html = render();
    expect(html).toContain('banner-strip banner-strip--pending');
    expect(html).not.toContain('<img');
  });

  it("on promotions shows the first card's picture under the title and awaits it as well as the banner", () => {
    const html = render(undefined, {
      route: promotions,
      lead: { url: '/mock-assets/promotions/demo/vi/1.svg', title: '' },
    });
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toContain('data-path="/promotions" class="awaits-banner awaits-lead"');
    expect(body).toContain('<h1>Khuyến mãi</h1><nav class="promotions-filter">');
    expect(body).toMatch(
      /<div class="promotion-card"><div class="prerendered-shell__lead"><img class="promotion-card__image" src="\/mock-assets\/promotions\/demo\/vi\/1.svg" alt="" width="640" height="240"/,
    );
    expect(html).toMatch(/<html [^>]*data-shell-params="type"/);
    expect(render()).toContain('data-path="/" class="awaits-banner"');
    expect(render()).not.toContain('prerendered-shell__lead');
  });

  it("on a live build's promotions page names the platform's list and leaves the card's box empty", () => {
    const html = render(undefined, {
      route: promotions,
      bannersUrl: `${getBanners.path}?groupName=w_promotion`,
      leadUrl: getActivities.path,
    });
    expect(html).toMatch(new RegExp(`<html [^>]*data-shell-lead="${getActivities.path}"`));
    expect(html).toContain('prerendered-shell__lead prerendered-shell__lead--pending');
    expect(html).not.toContain('<img');
  });

  it('hides itself before the first paint for another brand or theme, and shows the splash for another page or language', () => {
    const shown: Record<string, string> = {
      lang: 'vi',
      'data-brand': 'demo',
      'data-theme': 'light',
      'data-shell-path': '/',
    };
    /** What the check does: 'hidden', 'splash' (another page) or 'page' (the shell's). */
    const shownAs = (pathname: string, search: string, stored: Record<string, string> = {}) => {
      const attributes = new Set<string>();
      const document = {
        documentElement: {
          setAttribute: (name: string) => attributes.add(name),
          getAttribute: (name: string) => shown[name] ?? null,
        },
      };
      const location = { pathname, search };
      new Function('document', 'location', 'localStorage', SHELL_CHECK_SCRIPT)(
        document,
        location,
        stored,
      );
      if (attributes.has('data-shell-off')) return 'hidden';
      return attributes.has('data-shell-splash') ? 'splash' : 'page';
    };
    expect(shownAs('/', '')).toBe('page');
    expect(shownAs('/', '?brand=demo&scenario=normal')).toBe('page');
    expect(shownAs('/help', '')).toBe('splash');
    expect(shownAs('/depositv2', '?brand=demo')).toBe('splash');
    expect(shownAs('/', '?brand=lotus')).toBe('hidden');
    expect(shownAs('/help', '?brand=lotus')).toBe('hidden');
    expect(shownAs('/', '?lang=en')).toBe('splash');
    expect(shownAs('/', '', { lang: 'en' })).toBe('splash');
    expect(shownAs('/', '?lang=vi')).toBe('page');
    expect(shownAs('/help', '', { theme: 'dark' })).toBe('hidden');
    expect(shownAs('/', '', { theme: 'dark' })).toBe('hidden');
    expect(shownAs('/', '', { demoBrand: 'nightowl' })).toBe('hidden');
    // Promotions' first card is the unfiltered list's: a `?type=` filter shows another.
    shown['data-shell-path'] = '/promotions';
    shown['data-shell-params'] = 'type';
    expect(shownAs('/promotions', '?brand=demo')).toBe('page');
    expect(shownAs('/promotions', '?type=deposit')).toBe('splash');
    expect(shownAs('/promotions', '?brand=demo&type=')).toBe('splash');
  });
});

describe('SHELL_ROUTES', () => {
  it("match the routes table's banner group and side menu", () => {
    for (const route of SHELL_ROUTES) {
      const handle = routeHandleOf(matchRoutes(routes, route.path)?.map((m) => m.route) ?? []);
      expect({
        path: route.path,
        group: handle.bannerGroup,
        sideMenu: handle.frame.sideMenu,
      }).toEqual({
        path: route.path,
        group: route.bannerGroup,
        sideMenu: route.sideMenu,
      });
    }
  });
});
