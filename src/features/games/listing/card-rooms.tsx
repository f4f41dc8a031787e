import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import type { CardRoom, Game } from '#schemas/games-api.ts';
import type { GameCategory } from '#schemas/platform-api.ts';
import { cardRoomsQuery } from '#src/api/games.queries.ts';
import { useBrand } from '#src/shared/brand-context.tsx';
import { useDeferredQuery } from '#src/shared/use-deferred-query.ts';
import { formatMoney } from '#schemas/money-format.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  players: { count: number };
  minBet: { amount: string };
}>({
  title: { id: 'games.rooms.title', defaultMessage: 'Rooms' },
  players: {
    id: 'games.rooms.players',
    defaultMessage: '{count, plural, one {# player} other {# players}}',
  },
  minBet: { id: 'games.rooms.minBet', defaultMessage: 'Bets from {amount}' },
});

/** A room as the launch takes it: the room id is the game id (spec section 3, "gameId or roomId"). */
export function roomGame(room: CardRoom, category: GameCategory): Game {
  return {
    nodeId: 0,
    vassalage: room.vassalage,
    gameType: category,
    gameClassify: '',
    gameName: room.roomName,
    minBet: room.minBet,
    minLineNum: 0,
    platform: 'html5-desktop',
    code: room.roomId,
    defaultPlayType: '',
    gameCode: room.roomId,
    gameId: room.roomId,
    isHot: 0,
    icon: '',
  };
}

/**
 * The rooms of a card-game, e-sports or cockfight vendor (GLS2_roomList, token): name, smallest
 * stake and players, each opening the room. Nothing shows while loading, on failure or when
 * the vendor has no rooms: the vendor's games below still work.
 */
export function CardRooms({
  vassalage,
  category,
  onLaunch,
}: {
  vassalage: string;
  category: GameCategory;
  onLaunch: (game: Game) => void;
}) {
  const headingId = useId();
  const { locale } = useIntl();
  const { currency } = useBrand().app;
  const rooms = useDeferredQuery(cardRoomsQuery(vassalage));
  if (rooms.status !== 'success' || rooms.data.length === 0) return null;
  return (
    <section className="card-rooms" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-rooms__title">
        <FormattedMessage {...messages.title} />
      </h2>
      <ul className="card-rooms__list">
        {rooms.data.map((room) => (
          <li key={room.roomId}>
            <button
              type="button"
              className="card-rooms__room"
              data-testid="card-room"
              onClick={() => onLaunch(roomGame(room, category))}
            >
              <span className="card-rooms__name">{room.roomName}</span>
              <span className="card-rooms__meta">
                <FormattedMessage
                  {...messages.minBet}
                  values={{ amount: formatMoney(room.minBet, locale, currency) }}
                />
              </span>
              <span className="card-rooms__meta">
                <FormattedMessage {...messages.players} values={{ count: room.players }} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
