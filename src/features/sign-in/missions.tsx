import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PlatformError } from '#src/api/client.ts';
import { claimMission } from '#src/api/loyalty.ts';
import { invalidateLoyalty, missionSummaryQuery } from '#src/api/loyalty.queries.ts';
import { invalidatePoints } from '#src/api/points.queries.ts';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { signInMessages as m } from './sign-in-messages.ts';

/** Today's missions: progress, reward, and a claim button once one is done. */
export function Missions({ account }: { account: string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const summary = useQuery(missionSummaryQuery(account));
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (summary.isError) return <RetryNotice onRetry={() => void summary.refetch()} />;
  if (!summary.data) {
    return (
      <p role="status">
        <FormattedMessage {...m.loading} />
      </p>
    );
  }

  const claim = async (missionId: string) => {
    setBusy(missionId);
    setFailure(null);
    try {
      await claimMission(missionId);
    } catch (error) {
      setFailure(
        error instanceof PlatformError && error.serverMessage
          ? error.serverMessage
          : intl.formatMessage(m.failed),
      );
    } finally {
      setBusy(null);
      void invalidateLoyalty(queryClient);
      void invalidatePoints(queryClient);
    }
  };

  return (
    <>
      <p className="sign-in__failure" role="alert">
        {failure}
      </p>
      <ul className="sign-in__missions">
        {summary.data.missions.map((mission) => (
          <li
            key={mission.id}
            className="sign-in__mission"
            data-testid="mission"
            data-state={mission.state}
          >
            <div>
              <strong>{mission.name}</strong>
              <progress value={mission.progress} max={mission.target} aria-label={mission.name} />
              <span className="ui-field__hint sign-in__mission-facts">
                <span>
                  <FormattedMessage
                    {...m.progress}
                    values={{ progress: mission.progress, target: mission.target }}
                  />
                </span>
                <span>
                  <FormattedMessage {...m.reward} values={{ points: mission.rewardPoints }} />
                </span>
              </span>
            </div>
            {mission.state === 'pending' ? (
              <button
                type="button"
                className="button button--primary"
                disabled={busy !== null}
                onClick={() => void claim(mission.id)}
              >
                <FormattedMessage {...m.claim} />
              </button>
            ) : (
              <span className="ui-field__hint">
                <FormattedMessage {...(mission.state === 'claimed' ? m.claimed : m.inProgress)} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
