import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import type { Game } from '#schemas/games-api.ts';
import { Icon } from '#src/ui/icon.tsx';
import { GameImage } from './game-image.tsx';
import './game-card.css';

const messages = defineMessages<{
  hot: NoMessageValues;
  favourite: { game: string };
  opening: NoMessageValues;
}>({
  hot: { id: 'games.card.hot', defaultMessage: 'Hot' },
  favourite: { id: 'games.card.favourite', defaultMessage: 'Favourite: {game}' },
  opening: { id: 'games.card.opening', defaultMessage: 'Opening…' },
});

/** The favourite toggle of a card: shown only where favourites can be changed. */
export interface FavouriteToggle {
  active: boolean;
  /** The add or remove call is running: further presses wait. */
  busy: boolean;
  onToggle: (game: Game) => void;
}

export interface GameCardProps {
  game: Game;
  /** The vendor's display name; the vendor code when not known. */
  vendorName?: string;
  onLaunch: (game: Game) => void;
  /** This card's launch is running. */
  launching?: boolean;
  favourite?: FavouriteToggle;
}

/**
 * A game: icon, name, vendor and hot badge, opening the game when pressed, with a favourite
 * toggle (spec sections 3 and 4). Test hooks: `game-card` with `data-game-code`,
 * `game-favourite` (DESIGN.md).
 */
export function GameCard({
  game,
  vendorName,
  onLaunch,
  launching = false,
  favourite,
}: GameCardProps) {
  const intl = useIntl();
  return (
    <article className="game-card" data-testid="game-card" data-game-code={game.gameCode}>
      <button
        type="button"
        className="game-card__open"
        aria-busy={launching}
        onClick={() => onLaunch(game)}
      >
        <GameImage path={game.icon} category={game.gameType} />
        <span className="game-card__name">{game.gameName}</span>
        <span className="game-card__vendor">{vendorName ?? game.vassalage}</span>
        {launching && (
          <span className="game-card__opening" role="status">
            <FormattedMessage {...messages.opening} />
          </span>
        )}
      </button>
      {game.isHot === 1 && (
        <span className="game-card__hot">
          <FormattedMessage {...messages.hot} />
        </span>
      )}
      {favourite && (
        <button
          type="button"
          className="game-card__favourite"
          data-testid="game-favourite"
          aria-pressed={favourite.active}
          aria-busy={favourite.busy}
          aria-label={intl.formatMessage(messages.favourite, { game: game.gameName })}
          onClick={() => {
            if (!favourite.busy) favourite.onToggle(game);
          }}
        >
          <Icon name="favourites" size={18} />
        </button>
      )}
    </article>
  );
}

/** The shape of a card whose game has not arrived yet. */
export function GameCardPlaceholder() {
  return <div className="game-card game-card--placeholder" aria-hidden="true" />;
}
