import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Reward } from '#schemas/promotions-api.ts';
import { PlatformError } from '#src/api/client.ts';
import { invalidateBalance } from '#src/api/member.queries.ts';
import { claimReward } from '#src/api/activities.ts';
import { invalidateActivities, rewardsQuery } from '#src/api/activities.queries.ts';
import { useSession } from '#src/shared/session.tsx';
import { useMinor } from './use-minor.ts';
import { promotionMessages as m } from './messages.ts';
import { useInterfaceLanguage } from '#src/shared/i18n/use-interface-language.ts';
import './promotions.css';

/**
 * `/rewardCenter` (spec section 2, member centre): the bonuses to claim, each claimed once and
 * paid into the balance (the account record lists it as a bonus), and the history.
 */
export function RewardCenterPage() {
  const intl = useIntl();
  const language = useInterfaceLanguage();
  const queryClient = useQueryClient();
  const formatMinor = useMinor();
  const account = useSession().member?.account ?? '';
  const rewards = useQuery(rewardsQuery(account, language));
  const [busy, setBusy] = useState<string | null>(null);
  const [paid, setPaid] = useState<Reward | null>(null);
  const [error, setError] = useState<string | null>(null);

  const claim = async (reward: Reward) => {
    setBusy(reward.id);
    setError(null);
    setPaid(null);
    try {
      setPaid(await claimReward(reward.id));
      void invalidateBalance(queryClient);
    } catch (failure) {
      setError(
        (failure instanceof PlatformError ? failure.serverMessage : null) ??
          intl.formatMessage(m.failed),
      );
    } finally {
      setBusy(null);
      await invalidateActivities(queryClient);
    }
  };

  const day = (ms: number | null) =>
    ms === null ? '' : intl.formatDate(ms, { dateStyle: 'medium', timeStyle: 'short' });
  const claimable = rewards.data?.filter((reward) => reward.status === 'claimable') ?? [];
  const history = rewards.data?.filter((reward) => reward.status !== 'claimable') ?? [];

  return (
    <section className="reward-center" aria-labelledby="reward-center-title">
      <h1 id="reward-center-title">
        <FormattedMessage {...m.rewardTitle} />
      </h1>
      <div role="status">
        {paid && (
          <FormattedMessage
            {...m.rewardPaid}
            values={{ amount: formatMinor(paid.amountMinor), reference: paid.reference ?? '' }}
          />
        )}
      </div>
      {error && (
        <p role="alert" className="ui-field__error" data-testid="reward-error">
          {error}
        </p>
      )}
      {rewards.isPending && (
        <p role="status">
          <FormattedMessage {...m.rewardLoading} />
        </p>
      )}
      {rewards.isError && (
        <div role="alert">
          <FormattedMessage {...m.rewardLoadFailed} />
          <button
            type="button"
            className="button button--outline"
            onClick={() => void rewards.refetch()}
          >
            <FormattedMessage {...m.retry} />
          </button>
        </div>
      )}
      {rewards.data && (
        <>
          <h2>
            <FormattedMessage {...m.rewardClaimable} />
          </h2>
          {claimable.length === 0 ? (
            <p>
              <FormattedMessage {...m.rewardNone} />
            </p>
          ) : (
            <ul className="reward-center__list">
              {claimable.map((reward) => (
                <li key={reward.id} className="reward-center__item" data-testid="reward-item">
                  <span>
                    <strong>{reward.title}</strong>
                    <span>{formatMinor(reward.amountMinor)}</span>
                  </span>
                  <button
                    type="button"
                    className="button button--primary"
                    data-testid="reward-claim"
                    disabled={busy !== null}
                    aria-label={intl.formatMessage(m.rewardClaimNamed, { title: reward.title })}
                    onClick={() => void claim(reward)}
                  >
                    <FormattedMessage {...m.rewardClaim} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <h2>
            <FormattedMessage {...m.rewardHistory} />
          </h2>
          {history.length === 0 ? (
            <p>
              <FormattedMessage {...m.rewardHistoryNone} />
            </p>
          ) : (
            <div className="reward-center__scroll">
              <table className="reward-center__table">
                <thead>
                  <tr>
                    <th scope="col">
                      <FormattedMessage {...m.rewardName} />
                    </th>
                    <th scope="col">
                      <FormattedMessage {...m.rewardAmount} />
                    </th>
                    <th scope="col">
                      <FormattedMessage {...m.rewardDate} />
                    </th>
                    <th scope="col">
                      <FormattedMessage {...m.rewardState} />
                    </th>
                    <th scope="col">
                      <FormattedMessage {...m.rewardReference} />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {history.map((reward) => (
                    <tr key={reward.id} data-testid="records-row">
                      <td>{reward.title}</td>
                      <td>{formatMinor(reward.amountMinor)}</td>
                      <td>{day(reward.claimedAt ?? reward.issuedAt)}</td>
                      <td>
                        <FormattedMessage
                          {...(reward.status === 'claimed' ? m.rewardClaimed : m.rewardExpired)}
                        />
                      </td>
                      <td>{reward.reference ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
