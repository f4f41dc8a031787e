import { useId } from 'react';
import { defineMessages, FormattedDate, FormattedMessage, type NoMessageValues } from 'react-intl';
import type { LotteryGame } from '#schemas/games-api.ts';
import { openedNumbersQuery } from '#src/api/lottery.queries.ts';
import { OPENED_NUMBERS_COUNT } from '#src/api/lottery.ts';
import { useDeferredQuery } from '#src/shared/use-deferred-query.ts';
import { RetryNotice } from '#src/ui/retry-notice.tsx';

const messages = defineMessages<{
  title: { game: string };
  loading: NoMessageValues;
  empty: NoMessageValues;
  numero: NoMessageValues;
  result: NoMessageValues;
  time: NoMessageValues;
}>({
  title: { id: 'lottery.draws.title', defaultMessage: 'Latest draws: {game}' },
  loading: { id: 'lottery.draws.loading', defaultMessage: 'Loading results…' },
  empty: { id: 'lottery.draws.empty', defaultMessage: 'No draws yet.' },
  numero: { id: 'lottery.draws.numero', defaultMessage: 'Draw' },
  result: { id: 'lottery.draws.result', defaultMessage: 'Numbers' },
  time: { id: 'lottery.draws.time', defaultMessage: 'Drawn at' },
});

/** The latest 100 draws of a game, newest first (spec section 9: numbers count 100). */
export function OpenedNumbers({ game }: { game: LotteryGame }) {
  const headingId = useId();
  const draws = useDeferredQuery(openedNumbersQuery(game.gameCode));
  let body;
  if (draws.status === 'pending')
    body = (
      <p role="status" className="lottery__note">
        <FormattedMessage {...messages.loading} />
      </p>
    );
  else if (draws.status === 'error') body = <RetryNotice onRetry={() => void draws.refetch()} />;
  else if (draws.data.length === 0)
    body = (
      <p className="lottery__note">
        <FormattedMessage {...messages.empty} />
      </p>
    );
  else
    body = (
      // A keyboard user can scroll the long table: it takes focus.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      <div className="lottery-draws__scroll" tabIndex={0} role="region" aria-labelledby={headingId}>
        <table className="lottery-draws__table" data-testid="lottery-draws">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage {...messages.numero} />
              </th>
              <th scope="col">
                <FormattedMessage {...messages.result} />
              </th>
              <th scope="col">
                <FormattedMessage {...messages.time} />
              </th>
            </tr>
          </thead>
          <tbody>
            {draws.data.slice(0, OPENED_NUMBERS_COUNT).map((draw) => (
              <tr key={draw.numero}>
                <td>{draw.numero}</td>
                <td className="lottery-draws__result">{draw.result.split(',').join(', ')}</td>
                <td>
                  <FormattedDate value={draw.openTime} dateStyle="short" timeStyle="short" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <section className="lottery-draws" aria-labelledby={headingId}>
      <h2 id={headingId} className="lottery__heading">
        <FormattedMessage {...messages.title} values={{ game: game.labelName }} />
      </h2>
      {body}
    </section>
  );
}
