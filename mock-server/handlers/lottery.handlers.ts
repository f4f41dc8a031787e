import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { LotteryGame } from '#schemas/games-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import type { GameLanguage } from '#mock-server/games/catalogue.ts';
import { hash32 } from '#mock-server/games/hash.ts';
import { languageOf } from '#mock-server/games/language.ts';
import { recentLotteryCodes } from '#mock-server/games/recent.ts';
import { isPrizeMode, lotteryGamesOfBrand } from '#mock-server/lottery/availability.ts';
import { openedNumbers, openNumero } from '#mock-server/lottery/draws.ts';
import { LOTTERY_GROUPS, type LotteryDefinition } from '#mock-server/lottery/lottery-games.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { intParam, resolve } from '#mock-server/route.ts';

/** Spec section 9: popular count 20, numbers count 100 (also the most either answers). */
export const POPULAR_COUNT = 20;
export const OPENED_COUNT = 100;

function toLotteryGame(game: LotteryDefinition, language: GameLanguage): LotteryGame {
  return {
    gameCode: game.gameCode,
    labelName: game.label[language],
    prizeMode: game.prizeMode,
    drawInterval: game.drawInterval,
  };
}

/**
 * The lottery (spec section 7, "Lottery"): menus by prize mode, recent and popular games,
 * draws and the open draw. (The mission summary is in `loyalty.handlers.ts`.) Games exist when the brand has the vendor
 * drawing them (`lottery/availability.ts`); draws come from the platform clock.
 */
export function lotteryHandlers(ctx: PlatformContext) {
  const offered = () => lotteryGamesOfBrand(ctx.brand);
  const findGame = (gameCode: string | null) =>
    offered().find((game) => game.gameCode === gameCode);
  /** Refusals of calls without a member read the request's language, else the brand's. */
  const guestLanguage = (request: Request) => replyLanguage(request, ctx.brand.app.defaultLanguage);

  return [
    resolve(ctx, ENDPOINTS.getLotteryMenu, ({ request }) => {
      const prizeMode =
        new URL(request.url).searchParams.get('prizeMode') || ctx.brand.app.lotteryType;
      if (!isPrizeMode(prizeMode)) {
        return fail(400, say(guestLanguage(request), 'unknownPrizeMode'));
      }
      const language = languageOf(request, ctx.brand);
      const games = offered().filter((game) => game.prizeMode === prizeMode);
      return ok(
        LOTTERY_GROUPS.filter((group) => group.prizeMode === prizeMode)
          .map((group) => ({
            gameGroupCode: group.gameGroupCode,
            labelName: group.label[language],
            gameMenus: games
              .filter((game) => game.group === group.gameGroupCode)
              .map((game) => toLotteryGame(game, language)),
          }))
          .filter((group) => group.gameMenus.length > 0),
      );
    }),

    resolve(ctx, ENDPOINTS.getRecentLotteryGames, ({ request, caller }) => {
      const language = languageOf(request, ctx.brand);
      return ok(
        recentLotteryCodes(ctx, caller.member.id)
          .map(findGame)
          .filter((game) => game !== undefined)
          .map((game) => toLotteryGame(game, language)),
      );
    }),

    resolve(ctx, ENDPOINTS.getPopularLotteryGames, ({ request }) => {
      const count = Math.min(intParam(new URL(request.url), 'count', POPULAR_COUNT), 100);
      const language = languageOf(request, ctx.brand);
      // A fixed popularity per brand: the same ranking on every call.
      const rank = (game: LotteryDefinition) =>
        hash32(ctx.brand.platform.seed, 'popular', game.gameCode);
      return ok(
        offered()
          .sort((a, b) => rank(a) - rank(b))
          .slice(0, count)
          .map((game) => toLotteryGame(game, language)),
      );
    }),

    resolve(ctx, ENDPOINTS.getOpenedNumbers, ({ request }) => {
      const url = new URL(request.url);
      const game = findGame(url.searchParams.get('gameCode'));
      if (!game) return fail(400, say(guestLanguage(request), 'unknownLotteryGame'));
      const count = Math.min(intParam(url, 'count', OPENED_COUNT), OPENED_COUNT);
      return ok(openedNumbers(game, ctx.clock.now(), count));
    }),

    resolve(ctx, ENDPOINTS.getOpenNumero, ({ request, caller }) => {
      const game = findGame(new URL(request.url).searchParams.get('gameCode'));
      if (!game) {
        return fail(400, say(replyLanguage(request, caller.member.language), 'unknownLotteryGame'));
      }
      return ok(openNumero(game, ctx.clock.now()));
    }),
  ];
}
