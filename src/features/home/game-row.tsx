import type { ReactNode } from 'react';
import type { Game } from '#schemas/games-api.ts';
import type { GameLaunch } from '#src/shared/game-launch/use-game-launch.tsx';
import { GameCard } from '#src/shared/game-card/game-card.tsx';
import type { Favourites } from '#src/shared/game-card/use-favourites.ts';
import { GameRowFrame, GameRowPlaceholders } from './game-row-frame.tsx';

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
  return (
    <GameRowFrame title={title} allPath={allPath} testId={testId}>
      {games === null ? (
        <GameRowPlaceholders />
      ) : (
        <ul className="game-row" aria-busy="false">
          {games.map((game) => (
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
      )}
    </GameRowFrame>
  );
}
