import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { missionLeaderboardQuery } from '#src/api/loyalty.queries.ts';
import { useSession } from '#src/shared/session.tsx';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { Missions } from './missions.tsx';
import { signInMessages as m } from './sign-in-messages.ts';
import './sign-in.css';

/** `/missionLeaderboard`: this week's mission points, the top 10 and the member's place. */
export function MissionLeaderboardPage() {
  const intl = useIntl();
  const account = useSession().member?.account ?? '';
  const board = useQuery(missionLeaderboardQuery(account));
  return (
    <div className="sign-in">
      <section className="member-centre__card" aria-labelledby="leaderboard-title">
        <h1 id="leaderboard-title" className="member-centre__title">
          <FormattedMessage {...m.leaderboardTitle} />
        </h1>
        {board.isError ? (
          <RetryNotice onRetry={() => void board.refetch()} />
        ) : !board.data ? (
          <p role="status">
            <FormattedMessage {...m.loading} />
          </p>
        ) : (
          <>
            <p className="ui-field__hint">
              <FormattedMessage
                {...m.weekOf}
                values={{
                  date: intl.formatDate(Date.parse(`${board.data.weekOf}T00:00:00Z`), {
                    dateStyle: 'medium',
                    timeZone: 'UTC',
                  }),
                }}
              />
            </p>
            <p data-testid="leaderboard-me">
              <FormattedMessage {...m.myRank} values={board.data.me} />
            </p>
            <table className="sign-in__board">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage {...m.colRank} />
                  </th>
                  <th scope="col">
                    <FormattedMessage {...m.colPlayer} />
                  </th>
                  <th scope="col">
                    <FormattedMessage {...m.colPoints} />
                  </th>
                </tr>
              </thead>
              <tbody>
                {board.data.entries.map((entry) => (
                  <tr key={entry.rank} data-testid="records-row" data-me={entry.isMe}>
                    <td>{entry.rank}</td>
                    <td>
                      {entry.nickname}
                      {entry.isMe && (
                        <>
                          {' '}
                          <span className="sign-in__you">
                            <FormattedMessage {...m.you} />
                          </span>
                        </>
                      )}
                    </td>
                    <td>{intl.formatNumber(entry.points)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
      <section className="member-centre__card" aria-labelledby="leaderboard-missions">
        <h2 id="leaderboard-missions" className="sign-in__heading">
          <FormattedMessage {...m.missions} />
        </h2>
        <Missions account={account} />
      </section>
    </div>
  );
}
