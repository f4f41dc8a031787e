import { http } from 'msw';
import type { PlatformContext } from '#mock-server/context.ts';
import { isApiPath } from '#mock-server/paths.ts';

/**
 * Runs first on every API call and lets the scenario in force delay or fail it. When the
 * scenario returns nothing, msw moves on to the call's own handler. Assets never pass here.
 * The scenario gets the brand so that its refusals of a call without a `Language` header
 * read the brand's default language, like every handler's.
 */
export function scenarioHandlers(ctx: PlatformContext) {
  return [
    http.all(
      ({ request }) => isApiPath(new URL(request.url).pathname),
      async ({ request }) =>
        (await ctx.scenario().beforeApiCall?.(request, { brand: ctx.brand })) ?? undefined,
    ),
  ];
}
