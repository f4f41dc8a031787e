import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { LaunchRequest, LotteryLaunchRequest } from '#schemas/games-api.ts';
import { GAME_CATEGORIES, type GameCategory } from '#schemas/platform-api.ts';
import { vendorName } from '#mock-server/content/vendor-names.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readJson, text } from '#mock-server/encrypted-body.ts';
import { fail, ok } from '#mock-server/envelope.ts';
import { findRoom } from '#mock-server/games/card-rooms.ts';
import { catalogueOf, type GameLanguage } from '#mock-server/games/catalogue.ts';
import { MIN_BETS } from '#mock-server/games/classify.ts';
import { markFor } from '#mock-server/games/favourites.ts';
import { languageOf } from '#mock-server/games/language.ts';
import { memberGamePage } from '#mock-server/games/member-game-page.ts';
import { recentGameIds, recordRecentGame, recordRecentLottery } from '#mock-server/games/recent.ts';
import { issueLaunch, type LaunchedGame } from '#mock-server/games/tickets.ts';
import { lotteryGamesOfBrand, modesOfVendor } from '#mock-server/lottery/availability.ts';
import { playTypeOf } from '#mock-server/lottery/play-types.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { resolve } from '#mock-server/route.ts';
import { balanceScale } from '#mock-server/seeds/members.seed.ts';

/** A game launch or a lottery lobby launch: the fields of either, as sent (unchecked). */
type LaunchBody = Partial<Omit<LaunchRequest, 'launchMode'>> &
  Partial<Omit<LotteryLaunchRequest, 'launchMode'>> & {
    launchMode?: string;
    /** Our addition: picks the category of a vendor listed in two (JILI: RNG and FISH). */
    gameType?: string;
  };

type Launch = { ok: true; game: Omit<LaunchedGame, 'memberId' | 'sessionToken'> } | { ok: false };

/**
 * Game launch (token) and the recent games it records. A launch answers the URL of a demo
 * game page with a one-time ticket (`games/tickets.ts`); guests get 401, trial accounts 403
 * (spec section 6: game launch is a guarded action). The same call with `launchMode: 'LOTT'`
 * is the lottery lobby launch.
 */
export function launchHandlers(ctx: PlatformContext) {
  const catalogue = () => catalogueOf(ctx.brand);
  const scale = () => balanceScale(ctx.brand.app.currency.code);

  /** A game of the catalogue by node id (the vendor must fit when sent). */
  const launchGame = async (member: MemberRecord, body: LaunchBody, language: GameLanguage) => {
    const ref = catalogue().locate(Number(body.nodeId));
    if (!ref || (body.vassalage && body.vassalage !== ref.slice.vassalage))
      return { ok: false } as const;
    const game = catalogue().toGame(ref, language);
    await recordRecentGame(ctx, member.id, game.nodeId);
    return {
      ok: true,
      game: {
        page: game.gameType === 'RNG' ? 'slot' : 'round',
        nodeId: game.nodeId,
        vassalage: game.vassalage,
        gameType: game.gameType,
        gameId: game.gameId,
        title: game.gameName,
        minBet: game.minBet,
        language,
      },
    } satisfies Launch;
  };

  /** A vendor card's lobby (`nodeId: 0`), or one of its card rooms (`gameId` = `roomId`). */
  const launchVendor = (body: LaunchBody, language: GameLanguage): Launch => {
    const vassalage = text(body.vassalage);
    const categories = GAME_CATEGORIES.filter((category) =>
      ctx.brand.platform.categories[category]?.includes(vassalage),
    );
    const gameType: GameCategory | undefined =
      categories.find((category) => category === body.gameType) ?? categories[0];
    if (!gameType) return { ok: false };
    const room = findRoom(ctx.brand, vassalage, text(body.gameId), language);
    return {
      ok: true,
      game: {
        page: gameType === 'RNG' ? 'slot' : 'round',
        nodeId: 0,
        vassalage,
        gameType,
        gameId: room?.roomId ?? '',
        title: room ? `${vendorName(vassalage)} · ${room.roomName}` : vendorName(vassalage),
        minBet: room?.minBet ?? (MIN_BETS[gameType][0] ?? 1) * scale(),
        language,
      },
    };
  };

  /**
   * The lottery lobby: a lottery game of the brand (the first one for `lottoView: 'lobby'`).
   * A named game opens on `lottoPlayType` when it offers it, else on its default play type;
   * the game page's title names the play type, so a player (and a test) sees which one.
   */
  const launchLottery = async (member: MemberRecord, body: LaunchBody, language: GameLanguage) => {
    const games = lotteryGamesOfBrand(ctx.brand);
    const code = text(body.lottoGameCode);
    const lottery = code
      ? games.find((game) => game.gameCode === code)
      : body.lottoView === 'lobby'
        ? games[0]
        : undefined;
    if (!lottery) return { ok: false } as const;
    const title = code
      ? `${lottery.label[language]} · ${playTypeOf(lottery, text(body.lottoPlayType)).label[language]}`
      : lottery.label[language];
    const gameType = lottery.prizeMode === 'Elott' ? 'ELOTT' : 'LOTT';
    const vassalage =
      ctx.brand.platform.categories[gameType]?.find((vendor) =>
        modesOfVendor(gameType, vendor).includes(lottery.prizeMode),
      ) ?? '';
    await recordRecentLottery(ctx, member.id, lottery.gameCode);
    return {
      ok: true,
      game: {
        page: 'round',
        nodeId: 0,
        vassalage,
        gameType,
        gameId: lottery.gameCode,
        title,
        minBet: scale(),
        language,
      },
    } satisfies Launch;
  };

  return [
    resolve(ctx, ENDPOINTS.launchGame, async ({ request, caller }) => {
      const { member, session } = caller;
      // Refusals read the request's language, else the member's own (like the access rule's).
      const refusalLanguage = replyLanguage(request, member.language);
      const body = await readJson<LaunchBody>(request);
      if (body.username && text(body.username).toLowerCase() !== member.account) {
        return fail(403, say(refusalLanguage, 'otherMember'));
      }
      const language = languageOf(request, ctx.brand, body.language);
      let launch: Launch;
      if (body.launchMode === 'LOTT') launch = await launchLottery(member, body, language);
      else if (Number(body.nodeId) > 0) launch = await launchGame(member, body, language);
      else launch = launchVendor(body, language);
      if (!launch.ok) {
        const unknown = body.launchMode === 'LOTT' ? 'unknownLotteryGame' : 'unknownGame';
        return fail(400, say(refusalLanguage, unknown));
      }
      const url = await issueLaunch(ctx, {
        ...launch.game,
        memberId: member.id,
        sessionToken: session.token,
      });
      return ok({ game_url: url });
    }),

    resolve(ctx, ENDPOINTS.getRecentGames, ({ request, caller }) => {
      const vassalage = new URL(request.url).searchParams.get('vassalage');
      const { games, totalPages, totalCount } = memberGamePage(
        ctx.brand,
        request,
        recentGameIds(ctx, caller.member.id),
        (ref) => !vassalage || ref.slice.vassalage === vassalage,
      );
      return ok({ list: markFor(ctx, caller.member, games), totalPages, totalCount });
    }),
  ];
}
