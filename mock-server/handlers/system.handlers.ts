import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { ok } from '#mock-server/envelope.ts';
import { MOCK_CDNS } from '#mock-server/paths.ts';
import { dialCodeOf } from '#mock-server/phone.ts';
import { resolve } from '#mock-server/route.ts';
import { buildWhitelabelTree } from '#mock-server/whitelabel-tree.ts';
import { routeDelayMs } from '#mock-server/support/route-speed.ts';

/** Platform configuration, status and site settings (spec section 7, "Account and session"). */
export function systemHandlers(ctx: PlatformContext) {
  const { brand } = ctx;
  const state = (request: Request) =>
    ctx.scenario().systemState({
      brand,
      now: ctx.clock.now(),
      language: request.headers.get('Language') ?? brand.app.defaultLanguage,
    });

  return [
    // The `url` query field (the page's host) is accepted but not checked: demos run anywhere.
    resolve(ctx, ENDPOINTS.getPermission, ({ request }) => {
      const { location, maintenance, regionRestriction } = state(request);
      return ok({
        info: {
          whitelabel: buildWhitelabelTree(brand.platform.whitelabel),
          registerRules: brand.platform.registerRules,
          resources: brand.platform.resources,
          customerService: brand.platform.customerService,
          analytics: { gtagId: '' },
          imageCDNs: [...MOCK_CDNS],
          launchGameCDNs: [...MOCK_CDNS],
          languages: brand.app.languages,
          publicKey: ctx.keys.publicKey,
        },
        location,
        maintenance,
        regionRestriction,
      });
    }),

    resolve(ctx, ENDPOINTS.getSystemStatus, ({ request }) => {
      const { status, maintenance, location } = state(request);
      return ok({ status, maintenance, location });
    }),

    resolve(ctx, ENDPOINTS.getSiteConfig, () =>
      ok({
        merchantCode: brand.app.merchantCode,
        siteName: brand.app.name,
        defaultLanguage: brand.app.defaultLanguage,
        languages: brand.app.languages,
        currency: brand.app.currency,
      }),
    ),

    resolve(ctx, ENDPOINTS.getRegisterSettings, () => {
      const flags = brand.platform.whitelabel;
      return ok({
        rules: brand.platform.registerRules,
        mobileRegistration: flags.MOBILENUMREG3,
        usernameRegistration: flags.USERNAMEREG3,
        smsVerification: flags.REGMOBVERF3,
      });
    }),

    // The current host first, then the brand's other domains; speeds (ms) are fixed per
    // position so the list is stable between runs.
    resolve(ctx, ENDPOINTS.getDomainRoutes, ({ request }) => {
      const current = new URL(request.url).hostname;
      const domains = [current, ...brand.app.domains.filter((domain) => domain !== current)];
      return ok({
        domainList: domains.map((domain, index) => ({ domain, speed: routeDelayMs(index) })),
      });
    }),

    // Country code (spec section 4: loaded on start): the visitor's country from the scenario
    // and its dial code, which the SMS forms start with.
    resolve(ctx, ENDPOINTS.getCountryCode, ({ request }) => {
      const { ip, country } = state(request).location;
      return ok({ ip, country, countryDialingCode: dialCodeOf(country) });
    }),
  ];
}
