import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Activity } from '#schemas/promotions-api.ts';
import { useMinor } from './use-minor.ts';
import { ActivityAction } from './activity-action.tsx';
import { promotionMessages as m, STATUS_MESSAGES } from './messages.ts';
import { releasePrerenderedShell } from '#src/platform/prerendered-shell.ts';

/** The prerendered page shows the first card's picture until the app's has loaded. */
const releaseShellLead = () => releasePrerenderedShell('lead');

/** A promotion picture's size (8:3); the prerendered promotions page shows the first at it too. */
export const PROMOTION_IMAGE_WIDTH = 640;
export const PROMOTION_IMAGE_HEIGHT = 240;

/** The status badge of a promotion (spec section 4). */
export function StatusBadge({ status }: { status: Activity['status'] }) {
  return (
    <span className={`promotion-status promotion-status--${status}`} data-status={status}>
      <FormattedMessage {...STATUS_MESSAGES[status]} />
    </span>
  );
}

/** The promotion's dates, in the interface language. */
export function Period({ activity }: { activity: Activity }) {
  const intl = useIntl();
  const day = (ms: number) => intl.formatDate(ms, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <FormattedMessage
      {...m.period}
      values={{ start: day(activity.startsAt), end: day(activity.endsAt) }}
    />
  );
}

/**
 * One promotion of the list: picture, title, dates, bonus, status and its action. The first
 * card's picture is usually the page's largest paint: `first` asks for it ahead of the rest, and
 * the prerendered page (which shows it too) goes once it has loaded.
 */
export function PromotionCard({
  activity,
  first = false,
}: {
  activity: Activity;
  first?: boolean;
}) {
  const formatMinor = useMinor();
  const titleId = `promotion-${activity.id}-title`;
  return (
    <article
      className="promotion-card"
      data-testid="promotion-card"
      data-promotion-id={activity.id}
      data-type={activity.type}
      aria-labelledby={titleId}
    >
      <img
        className="promotion-card__image"
        src={activity.image}
        alt=""
        width={PROMOTION_IMAGE_WIDTH}
        height={PROMOTION_IMAGE_HEIGHT}
        fetchPriority={first ? 'high' : undefined}
        onLoad={first ? releaseShellLead : undefined}
        onError={first ? releaseShellLead : undefined}
      />
      <div className="promotion-card__body">
        <h2 id={titleId} className="promotion-card__title">
          <Link to={`/promoDetail/${activity.id}`}>{activity.title}</Link>
        </h2>
        <p className="promotion-card__summary">{activity.summary}</p>
        <p className="promotion-card__meta">
          <Period activity={activity} />
          <FormattedMessage {...m.bonus} values={{ amount: formatMinor(activity.bonusMinor) }} />
        </p>
        <StatusBadge status={activity.status} />
        <div className="promotion-card__actions">
          <ActivityAction activity={activity} onDetail={false} />
          <Link className="button button--outline" to={`/promoDetail/${activity.id}`}>
            <FormattedMessage {...m.details} />
          </Link>
        </div>
      </div>
    </article>
  );
}
