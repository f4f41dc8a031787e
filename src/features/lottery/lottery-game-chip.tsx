import { useIntl } from 'react-intl';
import type { LotteryGame } from '#schemas/games-api.ts';
import { Icon } from '#src/ui/icon.tsx';
import { DrawInterval } from './draw-interval.tsx';

/** A lottery game: choosing it shows its draws; the star adds or removes it from favourites. */
export function LotteryGameChip({
  game,
  selected,
  favourite,
  onSelect,
  onToggleFavourite,
}: {
  game: LotteryGame;
  selected: boolean;
  favourite: boolean;
  onSelect: (game: LotteryGame) => void;
  onToggleFavourite: (gameCode: string) => void;
}) {
  const intl = useIntl();
  return (
    <div className="lottery-chip" data-testid="lottery-game" data-game-code={game.gameCode}>
      <button
        type="button"
        className="lottery-chip__open"
        aria-pressed={selected}
        onClick={() => onSelect(game)}
      >
        <span className="lottery-chip__name">{game.labelName}</span>
        <span className="lottery-chip__meta">
          <DrawInterval seconds={game.drawInterval} />
        </span>
      </button>
      <button
        type="button"
        className="lottery-chip__favourite"
        data-testid="lottery-favourite"
        aria-pressed={favourite}
        aria-label={intl.formatMessage(
          { id: 'lottery.favourite', defaultMessage: 'Favourite: {game}' },
          { game: game.labelName },
        )}
        onClick={() => onToggleFavourite(game.gameCode)}
      >
        <Icon name="favourites" size={16} />
      </button>
    </div>
  );
}
