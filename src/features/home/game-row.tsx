import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Game } from '#schemas/games-api.ts';
import type { GameLaunch } from '#src/app/game-launch/use-game-launch.tsx';
import { GameCard, GameCardPlaceholder } from '#src/ui/game-card/game-card.tsx';
import type { Favourites } from '#src/ui/game-card/use-favourites.ts';

/** Cards a row shows while it loads. */
const PLACEHOLDERS = 6;

/**
 * A titled, sideways-scrolling row of game cards (hot, favourites, recent) with a link to the
 * full list; placeholders while loading keep the page from jumping when the games arrive.
 */
export function GameRow({
  title,
  games,
  allPath,
  testId,
  launcher,
  favourites,
  vendorNames,
}: {
  title: ReactNode;
  /** null while loading. */
  games: readonly Game[] | null;
  allPath?: string;
  testId: string;
  launcher: GameLaunch;
  favourites: Favourites;
  vendorNames: ReadonlyMap<string, string>;
}) {
  const headingId = useId();
  return (
    <section className="home-section" aria-labelledby={headingId} data-testid={testId}>
      <div className="home-section__header">
        <h2 id={headingId} className="home-section__title">
          {title}
        </h2>
        {allPath && (
          <Link to={allPath} className="home-section__all">
            <FormattedMessage
              id="home.seeAll"
              values={{
                category: title,
                hidden: (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>,
              }}
            />
          </Link>
        )}
      </div>
      <ul className="game-row" aria-busy={games === null}>
        {games === null
          ? Array.from({ length: PLACEHOLDERS }, (_, i) => (
              <li key={i} className="game-row__item">
                <GameCardPlaceholder />
              </li>
            ))
          : games.map((game) => (
              <li key={`${game.vassalage}:${game.nodeId}`} className="game-row__item">
                <GameCard
                  game={game}
                  vendorName={vendorNames.get(game.vassalage)}
                  onLaunch={launcher.launchGame}
                  launching={launcher.isLaunching(game)}
                  favourite={favourites.toggleFor(game)}
                />
              </li>
            ))}
      </ul>
    </section>
  );
}
