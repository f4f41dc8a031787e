import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Activity } from '#schemas/promotions-api.ts';
import { PlatformError } from '#src/api/client.ts';
import { invalidateBalance } from '#src/api/member.queries.ts';
import { claimRaffle, joinActivity } from '#src/api/activities.ts';
import { invalidateActivities } from '#src/api/activities.queries.ts';
import { useGuard } from '#src/shared/session.tsx';
import { promotionMessages as m } from './messages.ts';

/**
 * What a member can do with a promotion, by its status (spec section 4): join, claim a
 * raffle prize, apply (on the detail page), claim an issued bonus in the bonus centre; the
 * other statuses are shown by the status badge and offer nothing. Guests and trial accounts
 * are stopped by the guard (spec section 6) before any call.
 */
export function ActivityAction({ activity, onDetail }: { activity: Activity; onDetail: boolean }) {
  const intl = useIntl();
  const guard = useGuard();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<'joined' | 'claimed' | null>(null);

  /** `button`, pressed while the session comes back, is pressed again once it is known. */
  const run = async (
    call: () => Promise<unknown>,
    result: 'joined' | 'claimed',
    button: HTMLButtonElement,
  ) => {
    if (!guard('promotion', () => button.click())) return;
    setBusy(true);
    setError(null);
    try {
      await call();
      setDone(result);
      if (result === 'claimed') void invalidateBalance(queryClient);
      await invalidateActivities(queryClient);
    } catch (failure) {
      setError(
        (failure instanceof PlatformError ? failure.serverMessage : null) ??
          intl.formatMessage(m.failed),
      );
    } finally {
      setBusy(false);
    }
  };

  let control = null;
  switch (activity.status) {
    case 'join':
      control = (
        <button
          type="button"
          className="button button--primary"
          data-testid="promotion-join"
          disabled={busy}
          onClick={(event) =>
            void run(() => joinActivity(activity.id), 'joined', event.currentTarget)
          }
        >
          <FormattedMessage {...m.join} />
        </button>
      );
      break;
    case 'claim':
      control = (
        <button
          type="button"
          className="button button--primary"
          data-testid="promotion-claim"
          disabled={busy}
          onClick={(event) =>
            void run(() => claimRaffle(activity.id), 'claimed', event.currentTarget)
          }
        >
          <FormattedMessage {...m.claim} />
        </button>
      );
      break;
    case 'apply':
    case 'rejected':
      control = onDetail ? null : (
        <Link
          className="button button--primary"
          data-testid="promotion-apply"
          to={`/promoDetail/${activity.id}#apply`}
        >
          <FormattedMessage {...(activity.status === 'apply' ? m.apply : m.applyAgain)} />
        </Link>
      );
      break;
    case 'issued':
      control = (
        <Link className="button button--primary" to="/rewardCenter">
          <FormattedMessage {...m.toRewardCenter} />
        </Link>
      );
      break;
    default:
      control = null;
  }

  return (
    <div className="promotion-action">
      {control}
      <div role="status" className="promotion-action__done">
        {done && <FormattedMessage {...(done === 'joined' ? m.joinedDone : m.claimedDone)} />}
      </div>
      {error && (
        <p role="alert" className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
