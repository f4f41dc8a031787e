import { http, HttpResponse } from 'msw';
import { sumBalance } from '#mock-server/accounts.ts';
import { vendorName } from '#mock-server/content/vendor-names.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readJson, text } from '#mock-server/encrypted-body.ts';
import { failWith, ok } from '#mock-server/envelope.ts';
import { demoGameAsset } from '#mock-server/games/demo-game-assets.ts';
import {
  DEMO_GAME_ASSET_DIR,
  DEMO_PAGE_CSP,
  expiredPageHtml,
} from '#mock-server/games/demo-page.ts';
import { brandLanguage } from '#mock-server/games/language.ts';
import { roundOutcome, type RoundOutcome } from '#mock-server/games/round-math.ts';
import { roundPageHtml } from '#mock-server/games/round-page.ts';
import { settleRound, type SettleRefusal } from '#mock-server/games/settle.ts';
import { spinOutcome, type SpinOutcome } from '#mock-server/games/slot-math.ts';
import { slotPageHtml } from '#mock-server/games/slot-page.ts';
import { liveGameSession, redeemTicket } from '#mock-server/games/tickets.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { DEMO_GAME_PAGES, type DemoGamePage, type GameSessionRecord } from '#mock-server/models.ts';
import { anyOrigin } from '#mock-server/paths.ts';
import { servicePost } from '#mock-server/route.ts';

/** Body of the rounds' calls: the game session (from the page's settings) and the stake. */
export interface DemoRoundRequest {
  session: string;
  stake: number;
}

/** What every settled round answers. */
export interface DemoSettled {
  round: number;
  stake: number;
  win: number;
  sumBalance: number;
}
export type DemoSpinResult = DemoSettled & Omit<SpinOutcome, 'multiplier'>;
export type DemoRoundResult = DemoSettled & RoundOutcome;

/** Stakes a page offers, in multiples of the game's smallest. */
const STAKE_STEPS = [1, 2, 5, 10, 20, 50, 100];

const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': DEMO_PAGE_CSP,
};

/**
 * The playable demo games a launch URL opens (standing in for the vendors' servers): the
 * slot page, the one-round page of the other categories, their scripts and styles (files, so
 * a framed page runs under the site's strict policy), and the calls their rounds make.
 * A page opens with its one-time ticket; a spent, expired or unknown ticket gets a page that
 * says so (410). Rounds settle on the member's wallet, so the site's balance changes.
 */
export function demoGameHandlers(ctx: PlatformContext) {
  const refused = (status: number, message: string, reason: SettleRefusal) =>
    failWith(status, message, { reason });

  /**
   * The body's game session while it lives and is one of `page`, the stake, and the language
   * of the round's refusals: the request's, else the page's own (the launch language, which
   * the page speaks, also once its session has ended), else the brand's.
   */
  const gameOf = async (request: Request, page: DemoGamePage) => {
    const body = await readJson<DemoRoundRequest>(request);
    const id = text(body.session);
    const game = liveGameSession(ctx, id);
    const launched = id ? ctx.db.gameSessions.findFirst((q) => q.where({ id })) : undefined;
    const language = replyLanguage(request, launched?.language ?? ctx.brand.app.defaultLanguage);
    return { game: game?.page === page ? game : undefined, stake: body.stake, language };
  };

  const pageOf = (game: GameSessionRecord) => {
    const member = ctx.db.members.findFirst((q) => q.where({ id: game.memberId }), {
      strict: true,
    });
    const view = {
      language: game.language,
      title: game.title,
      subtitle: vendorName(game.vassalage),
      settings: {
        session: game.id,
        stakes: STAKE_STEPS.map((step) => Math.round(step * game.minBet * 100) / 100),
        sumBalance: sumBalance(ctx, member),
        currency: ctx.brand.app.currency.code,
        locale: ctx.brand.app.currency.locale,
      },
    };
    return game.page === 'slot'
      ? slotPageHtml(view)
      : roundPageHtml({ ...view, category: game.gameType });
  };

  return [
    http.get(anyOrigin(`${DEMO_GAME_ASSET_DIR}:file`), ({ params }) => {
      const asset = demoGameAsset(String(params.file));
      if (!asset) return new HttpResponse('Not found', { status: 404 });
      return new HttpResponse(asset.body, {
        headers: {
          'Content-Type': asset.contentType,
          'Cache-Control': 'no-cache',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }),

    http.get(anyOrigin('/mock-cdn/games/:page.html'), async ({ params, request }) => {
      const page = DEMO_GAME_PAGES.find((name) => name === params.page);
      if (!page) return new HttpResponse('Not found', { status: 404 });
      const query = new URL(request.url).searchParams;
      const game = await redeemTicket(ctx, query.get('ticket') ?? '', page);
      if (!game) {
        const language =
          query.get('lang') === 'vi' || query.get('lang') === 'en'
            ? (query.get('lang') as 'vi' | 'en')
            : brandLanguage(ctx.brand);
        return new HttpResponse(expiredPageHtml(language), { status: 410, headers: HTML_HEADERS });
      }
      return new HttpResponse(pageOf(game), { headers: HTML_HEADERS });
    }),

    servicePost<DemoRoundRequest, DemoSpinResult, { reason: SettleRefusal }>(
      '/mock-cdn/games/api/spin',
      async ({ request }) => {
        const { game, stake, language } = await gameOf(request, 'slot');
        if (!game) return refused(401, say(language, 'gameSessionEnded'), 'ended');
        const settled = await settleRound(
          ctx,
          game,
          stake,
          language,
          (round) => spinOutcome(game.seed, round).multiplier,
        );
        if (!settled.ok) return refused(settled.status, settled.message, settled.reason);
        const { reels, wins } = spinOutcome(game.seed, settled.round);
        return ok({
          round: settled.round,
          stake: settled.stake,
          win: settled.win,
          sumBalance: settled.sumBalance,
          reels,
          wins,
        });
      },
    ),

    servicePost<DemoRoundRequest, DemoRoundResult, { reason: SettleRefusal }>(
      '/mock-cdn/games/api/round',
      async ({ request }) => {
        const { game, stake, language } = await gameOf(request, 'round');
        if (!game) return refused(401, say(language, 'gameSessionEnded'), 'ended');
        const settled = await settleRound(
          ctx,
          game,
          stake,
          language,
          (round) => roundOutcome(game.seed, round).multiplier,
        );
        if (!settled.ok) return refused(settled.status, settled.message, settled.reason);
        const outcome = roundOutcome(game.seed, settled.round);
        return ok({
          round: settled.round,
          stake: settled.stake,
          win: settled.win,
          sumBalance: settled.sumBalance,
          ...outcome,
        });
      },
    ),
  ];
}
