import { useId, type ReactNode } from 'react';
import type { LotteryGame } from '#schemas/games-api.ts';

/** A titled row of lottery games (popular, recent, favourites); nothing when it is empty. */
export function GameRow({
  title,
  games,
  renderGame,
  testId,
}: {
  title: ReactNode;
  games: readonly LotteryGame[];
  renderGame: (game: LotteryGame) => ReactNode;
  testId: string;
}) {
  const headingId = useId();
  if (games.length === 0) return null;
  return (
    <section className="lottery-row" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="lottery__heading">
        {title}
      </h2>
      <ul className="lottery-row__list">
        {games.map((game) => (
          <li key={game.gameCode}>{renderGame(game)}</li>
        ))}
      </ul>
    </section>
  );
}
