import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PlatformError } from '#src/api/client.ts';
import { signIn } from '#src/api/loyalty.ts';
import { invalidateLoyalty, signInStatusQuery } from '#src/api/loyalty.queries.ts';
import { invalidateBalance } from '#src/api/member.queries.ts';
import { invalidatePoints } from '#src/api/points.queries.ts';
import { useSession } from '#src/shared/session.tsx';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { monthGrid, nextRewardDay } from './calendar.ts';
import { Missions } from './missions.tsx';
import { signInMessages as m } from './sign-in-messages.ts';
import './sign-in.css';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7].map((d) => new Date(Date.UTC(2024, 0, d)));

/**
 * `/signInTask`: this month's calendar on the platform's date, today's sign-in (once a day;
 * the platform refuses a second), the streak rewards and the daily missions.
 */
export function SignInPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const formatMinor = useFormatMinor();
  const account = useSession().member?.account ?? '';
  const status = useQuery(signInStatusQuery(account));
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (status.isError) return <RetryNotice onRetry={() => void status.refetch()} />;
  if (!status.data) {
    return (
      <p role="status">
        <FormattedMessage {...m.loading} />
      </p>
    );
  }
  const data = status.data;
  const signed = new Set(data.signedDays);
  const rewardDay = nextRewardDay(data.streak, data.signedToday, data.rewardsMinor.length);

  const signInNow = async () => {
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      const result = await signIn();
      setDone(
        intl.formatMessage(m.done, {
          amount: formatMinor(result.rewardMinor),
          streak: result.streak,
        }),
      );
    } catch (error) {
      setFailure(
        error instanceof PlatformError && error.serverMessage
          ? error.serverMessage
          : intl.formatMessage(m.failed),
      );
    } finally {
      setBusy(false);
      void invalidateLoyalty(queryClient);
      void invalidatePoints(queryClient);
      void invalidateBalance(queryClient);
    }
  };

  const dayLabel = (day: string) =>
    intl.formatDate(Date.parse(`${day}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });

  return (
    <div className="sign-in">
      <section className="member-centre__card" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className="member-centre__title">
          <FormattedMessage {...m.title} />
        </h1>
        <p data-testid="sign-in-streak">
          <FormattedMessage {...m.streak} values={{ days: data.streak }} />
        </p>
        <button
          type="button"
          className="button button--primary"
          data-testid="sign-in-today"
          data-signed={data.signedToday}
          onClick={() => void signInNow()}
          disabled={busy}
        >
          <FormattedMessage {...(busy ? m.signing : data.signedToday ? m.signedToday : m.signIn)} />
        </button>
        <p className="sign-in__done" role="status">
          {done}
        </p>
        <p className="sign-in__failure" role="alert">
          {failure}
        </p>
        <h2 className="sign-in__heading">
          {intl.formatDate(Date.parse(`${data.today}T00:00:00Z`), {
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          })}
        </h2>
        <table className="sign-in__calendar" aria-label={intl.formatMessage(m.calendar)}>
          <thead>
            <tr>
              {WEEKDAYS.map((date) => (
                <th key={date.getTime()} scope="col">
                  {intl.formatDate(date, { weekday: 'narrow', timeZone: 'UTC' })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(data.today).map((week, index) => (
              <tr key={index}>
                {week.map((cell, column) =>
                  cell ? (
                    <td
                      key={cell.day}
                      className="sign-in__day"
                      data-signed={signed.has(cell.day)}
                      data-today={cell.day === data.today}
                      aria-current={cell.day === data.today ? 'date' : undefined}
                      aria-label={intl.formatMessage(
                        signed.has(cell.day) ? m.signedDay : m.unsignedDay,
                        { date: dayLabel(cell.day) },
                      )}
                    >
                      {cell.date}
                    </td>
                  ) : (
                    <td key={`blank-${column}`} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="member-centre__card" aria-labelledby="sign-in-rewards">
        <h2 id="sign-in-rewards" className="sign-in__heading">
          <FormattedMessage {...m.rewards} />
        </h2>
        <ol className="sign-in__rewards">
          {data.rewardsMinor.map((reward, index) => (
            <li
              key={index}
              className="sign-in__reward"
              data-next={index + 1 === rewardDay}
              aria-current={index + 1 === rewardDay ? 'step' : undefined}
            >
              <span>
                <FormattedMessage {...m.day} values={{ day: index + 1 }} />
              </span>
              <strong>{formatMinor(reward)}</strong>
            </li>
          ))}
        </ol>
      </section>
      <section className="member-centre__card" aria-labelledby="sign-in-missions">
        <h2 id="sign-in-missions" className="sign-in__heading">
          <FormattedMessage {...m.missions} />
        </h2>
        <Missions account={account} />
        <Link to="/missionLeaderboard">
          <FormattedMessage {...m.leaderboardLink} />
        </Link>
      </section>
    </div>
  );
}
