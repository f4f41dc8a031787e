import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { LotteryGame, PrizeMode } from '#schemas/games-api.ts';
import {
  lotteryMenusQuery,
  popularLotteryQuery,
  recentLotteryQuery,
} from '#src/api/lottery.queries.ts';
import { useGuard, useSession } from '#src/shared/session.tsx';
import { useDeferredQuery } from '#src/shared/use-deferred-query.ts';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { Tabs, tabPanelProps } from '#src/ui/tabs.tsx';
import { DrawInterval } from './draw-interval.tsx';
import { GameRow } from './game-row.tsx';
import { LotteryGameChip } from './lottery-game-chip.tsx';
import { OpenDraw } from './open-draw.tsx';
import { OpenedNumbers } from './opened-numbers.tsx';
import { useLotteryFavourites } from './use-lottery-favourites.ts';
import { gamesByCode, menusByMode, PRIZE_MODES } from './vn-lottery-data.ts';
import './lottery.css';

const messages = defineMessages({
  title: { id: 'lottery.vn.title', defaultMessage: 'Vietnamese lottery' },
  modes: { id: 'lottery.vn.modes', defaultMessage: 'Prize modes' },
  loading: { id: 'lottery.vn.loading', defaultMessage: 'Loading lotteries…' },
  popular: { id: 'lottery.vn.popular', defaultMessage: 'Popular' },
  recent: { id: 'lottery.vn.recent', defaultMessage: 'Recently played' },
  favourites: { id: 'lottery.vn.favourites', defaultMessage: 'My favourites' },
  play: { id: 'lottery.vn.play', defaultMessage: 'Play' },
  empty: { id: 'lottery.vn.empty', defaultMessage: 'No lottery of this kind is open right now.' },
});

const MODE_LABELS = defineMessages({
  Lott: { id: 'lottery.prizeMode.Lott', defaultMessage: 'Vietnamese lottery' },
  ZY: { id: 'lottery.prizeMode.ZY', defaultMessage: 'Fast lottery' },
  Elott: { id: 'lottery.prizeMode.Elott', defaultMessage: 'E-lottery' },
  SEA: { id: 'lottery.prizeMode.SEA', defaultMessage: 'Southeast Asia' },
} satisfies Record<PrizeMode, MessageDescriptor>);

/**
 * /vnlottery (spec section 2, optional `gameCode`): the lottery games by prize mode, the
 * popular 20, the member's recent games and favourites (LOTTFAV), and the chosen game's last
 * 100 draws with a way to play it.
 */
export function VnLotteryPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode')?.trim() ?? '';
  const { member } = useSession();
  const guard = useGuard();
  const favourites = useLotteryFavourites();
  const account = member?.account ?? '';

  const menus = useDeferredQuery({ ...lotteryMenusQuery(PRIZE_MODES), select: menusByMode });
  const popular = useDeferredQuery(popularLotteryQuery());
  const recent = useDeferredQuery(recentLotteryQuery(account));
  const byCode = menus.data ? gamesByCode(menus.data) : new Map<string, LotteryGame>();
  const chosen = byCode.get(gameCode) ?? null;
  const [mode, setMode] = useState<PrizeMode | null>(null);
  // Only the prize modes the brand's vendors draw get a tab.
  const modes = PRIZE_MODES.filter((id) => (menus.data?.[id].length ?? 0) > 0);
  const shownMode = mode ?? chosen?.prizeMode ?? modes[0] ?? 'Lott';
  const modeGroups = menus.data?.[shownMode] ?? [];
  const selected = chosen ?? modeGroups[0]?.gameMenus[0] ?? null;

  const select = (game: LotteryGame) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('gameCode', game.gameCode);
      return next;
    });
  const chip = (game: LotteryGame) => (
    <LotteryGameChip
      game={game}
      selected={game.gameCode === selected?.gameCode}
      favourite={favourites.has(game.gameCode)}
      onSelect={select}
      onToggleFavourite={favourites.toggle}
    />
  );
  const favouriteGames = favourites.codes.flatMap((code) => byCode.get(code) ?? []);

  return (
    <section className="lottery lottery--vn" aria-labelledby="vn-lottery-title">
      <h1 id="vn-lottery-title" className="lottery__title">
        <FormattedMessage {...messages.title} />
      </h1>
      <div className="vn-lottery">
        <div className="vn-lottery__lists">
          {member && (
            <>
              <GameRow
                title={<FormattedMessage {...messages.favourites} />}
                games={favouriteGames}
                renderGame={chip}
                testId="lottery-favourites"
              />
              <GameRow
                title={<FormattedMessage {...messages.recent} />}
                games={recent.data ?? []}
                renderGame={chip}
                testId="lottery-recent"
              />
            </>
          )}
          <GameRow
            title={<FormattedMessage {...messages.popular} />}
            games={popular.data ?? []}
            renderGame={chip}
            testId="lottery-popular"
          />
          {menus.status === 'pending' && (
            <p role="status" className="lottery__note">
              <FormattedMessage {...messages.loading} />
            </p>
          )}
          {menus.status === 'error' && <RetryNotice onRetry={() => void menus.refetch()} />}
          {menus.status === 'success' && modes.length === 0 && (
            <p className="lottery__note">
              <FormattedMessage {...messages.empty} />
            </p>
          )}
          {menus.status === 'success' && modes.length > 0 && (
            <div className="lottery-menus">
              <Tabs
                items={modes.map((id) => ({
                  id,
                  label: intl.formatMessage(MODE_LABELS[id]),
                  testId: `lottery-mode-${id}`,
                }))}
                selected={shownMode}
                onSelect={setMode}
                label={intl.formatMessage(messages.modes)}
                idPrefix="vn-lottery"
              />
              <div {...tabPanelProps('vn-lottery', shownMode)} className="lottery-menus__panel">
                {modeGroups.length === 0 && (
                  <p className="lottery__note">
                    <FormattedMessage {...messages.empty} />
                  </p>
                )}
                {modeGroups.map((group) => (
                  <GameRow
                    key={group.gameGroupCode}
                    title={group.labelName}
                    games={group.gameMenus}
                    renderGame={chip}
                    testId={`lottery-group-${group.gameGroupCode}`}
                  />
                ))}
              </div>
            </div>
          )}
        </div>
        {selected && (
          <aside
            className="lottery-chosen"
            data-testid="lottery-chosen"
            aria-labelledby="vn-lottery-chosen"
          >
            <div className="lottery-chosen__head">
              <h2 id="vn-lottery-chosen" className="lottery__heading">
                {selected.labelName}
              </h2>
              <span className="lottery-chosen__meta">
                <DrawInterval seconds={selected.drawInterval} />
              </span>
              <Link
                to={`/lottery?gameCode=${encodeURIComponent(selected.gameCode)}`}
                className="button button--primary"
                onClick={(event) => {
                  const link = event.currentTarget;
                  if (!guard('lottery', () => link.click())) event.preventDefault();
                }}
              >
                <FormattedMessage {...messages.play} />
              </Link>
            </div>
            {member && <OpenDraw key={`open:${selected.gameCode}`} gameCode={selected.gameCode} />}
            <OpenedNumbers key={`draws:${selected.gameCode}`} game={selected} />
          </aside>
        )}
      </div>
    </section>
  );
}
