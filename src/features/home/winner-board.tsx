import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { winnerBoardQuery } from '#src/api/activities.queries.ts';
import { useBrand } from '#src/shared/brand-context.tsx';
import { formatMoney } from '#schemas/money-format.ts';
import { BelowTheFold } from './below-the-fold.tsx';
import { useInterfaceLanguage } from '#src/shared/i18n/use-interface-language.ts';
import './winner-board.css';

const messages = defineMessages({
  title: { id: 'winners.title', defaultMessage: 'Latest winners' },
  loading: { id: 'winners.loading', defaultMessage: 'Loading the winners…' },
  failed: { id: 'winners.failed', defaultMessage: 'The winners could not be loaded.' },
  empty: { id: 'winners.empty', defaultMessage: 'No wins yet.' },
  game: { id: 'winners.game', defaultMessage: 'Game' },
  player: { id: 'winners.player', defaultMessage: 'Player' },
  amount: { id: 'winners.amount', defaultMessage: 'Win' },
  time: { id: 'winners.time', defaultMessage: 'Time' },
});

/** How many of the board's wins home shows. */
const SHOWN = 10;

/**
 * The winner board of home (spec section 7): the newest wins from the platform (accounts
 * masked), read again every minute. Loaded below the fold, after the first paint.
 */
export function WinnerBoard() {
  return (
    <BelowTheFold minHeight="4rem">
      <Board />
    </BelowTheFold>
  );
}

function Board() {
  const intl = useIntl();
  const language = useInterfaceLanguage();
  const { currency } = useBrand().app;
  // Not use-format-minor: shared by one more chunk, it would become a file of its own.
  const formatMinor = (minor: number) => formatMoney(minor / 100, intl.locale, currency);
  const board = useQuery(winnerBoardQuery(language));
  const wins = board.data?.slice(0, SHOWN) ?? [];
  // Complementary to the games above it; busy while its first answer comes (no status role:
  // home's loading status is the games').
  return (
    <aside
      className="winner-board"
      aria-labelledby="winner-board-title"
      aria-busy={board.isPending}
      data-testid="winner-board"
    >
      <h2 id="winner-board-title" className="winner-board__title">
        <FormattedMessage {...messages.title} />
      </h2>
      {board.isPending && (
        <p>
          <FormattedMessage {...messages.loading} />
        </p>
      )}
      {board.isError && (
        <p role="alert">
          <FormattedMessage {...messages.failed} />
        </p>
      )}
      {board.isSuccess && wins.length === 0 && (
        <p>
          <FormattedMessage {...messages.empty} />
        </p>
      )}
      {wins.length > 0 && (
        <table className="winner-board__table">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage {...messages.player} />
              </th>
              <th scope="col">
                <FormattedMessage {...messages.game} />
              </th>
              <th scope="col">
                <FormattedMessage {...messages.amount} />
              </th>
              <th scope="col">
                <FormattedMessage {...messages.time} />
              </th>
            </tr>
          </thead>
          <tbody>
            {wins.map((win) => (
              <tr key={win.id} data-testid="winner-row">
                <td>{win.account}</td>
                <td>{win.game}</td>
                <td className="winner-board__amount">{formatMinor(win.amountMinor)}</td>
                <td>{intl.formatTime(win.at, { hour: '2-digit', minute: '2-digit' })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </aside>
  );
}
