import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { SliderAnswer } from '#schemas/register-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readJson } from '#mock-server/encrypted-body.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { resolve } from '#mock-server/route.ts';
import { answerSlider, issueSlider } from '#mock-server/slider/sliders.ts';

/**
 * The slider verification (the spec's bot check; path and shapes are our choice, see
 * README.md): GET a drag-to-fit puzzle, POST where the piece was dropped, get a single-use
 * ticket that registration spends as `botTicket`.
 */
export function sliderHandlers(ctx: PlatformContext) {
  return [
    resolve(ctx, ENDPOINTS.getSliderChallenge, async () => {
      const response = ok(await issueSlider(ctx));
      response.headers.set('Cache-Control', 'no-store');
      return response;
    }),

    resolve(ctx, ENDPOINTS.answerSlider, async ({ request }) => {
      const ticket = await answerSlider(ctx, await readJson<SliderAnswer>(request));
      // Any refusal reads alike: wrong place, no drag, unknown, used or expired challenge.
      if (ticket !== null) return ok({ ticket });
      return fail(400, say(replyLanguage(request, ctx.brand.app.defaultLanguage), 'sliderFailed'));
    }),
  ];
}
