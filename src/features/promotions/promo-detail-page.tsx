import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import type { ActivityDetail } from '#schemas/promotions-api.ts';
import { PlatformError } from '#src/api/client.ts';
import { activityDetailQuery } from '#src/api/activities.queries.ts';
import { useSession } from '#src/shared/session.tsx';
import { useMinor } from './use-minor.ts';
import { SafeHtml } from '#src/ui/safe-html.tsx';
import { ActivityAction } from './activity-action.tsx';
import { ApplicationForm } from './application-form.tsx';
import { promotionMessages as m, STATUS_MESSAGES } from './messages.ts';
import { Period, StatusBadge } from './promotion-card.tsx';
import { useInterfaceLanguage } from '#src/shared/i18n/use-interface-language.ts';
import './promotions.css';

/**
 * `/promoDetail/:id` (spec section 2): the promotion, its terms (server HTML, sanitised), the
 * action its status allows and, for an application promotion, the form or the member's
 * application.
 */
export function PromoDetailPage() {
  const language = useInterfaceLanguage();
  const id = Number(useParams().id);
  const account = useSession().member?.account ?? '';
  const detail = useQuery(activityDetailQuery(id, account, language));
  const missing =
    !Number.isInteger(id) ||
    id <= 0 ||
    (detail.error instanceof PlatformError && detail.error.status === 404);

  return (
    <section className="promo-detail" aria-labelledby="promo-detail-title">
      <Link to="/promotions" className="promo-detail__back">
        <FormattedMessage {...m.back} />
      </Link>
      {missing ? (
        <h1 id="promo-detail-title">
          <FormattedMessage {...m.notFound} />
        </h1>
      ) : detail.isError ? (
        <div role="alert">
          <h1 id="promo-detail-title">
            <FormattedMessage {...m.title} />
          </h1>
          <FormattedMessage {...m.loadFailed} />
          <button
            type="button"
            className="button button--outline"
            onClick={() => void detail.refetch()}
          >
            <FormattedMessage {...m.retry} />
          </button>
        </div>
      ) : detail.data ? (
        <DetailBody detail={detail.data} />
      ) : (
        <p role="status" id="promo-detail-title">
          <FormattedMessage {...m.loading} />
        </p>
      )}
    </section>
  );
}

function DetailBody({ detail }: { detail: ActivityDetail }) {
  const formatMinor = useMinor();
  const canApply =
    detail.kind === 'apply' && (detail.status === 'apply' || detail.status === 'rejected');
  return (
    <>
      <h1 id="promo-detail-title">{detail.title}</h1>
      <img className="promo-detail__image" src={detail.image} alt="" width={640} height={240} />
      <p className="promotion-card__meta">
        <Period activity={detail} />
        <FormattedMessage {...m.bonus} values={{ amount: formatMinor(detail.bonusMinor) }} />
      </p>
      <p className="promo-detail__status">
        <FormattedMessage {...m.statusLabel} />
        <StatusBadge status={detail.status} />
      </p>
      <ActivityAction activity={detail} onDetail />
      <SafeHtml html={detail.termsHtml} className="promo-detail__terms" />
      {detail.application && (
        <section className="promo-detail__application" data-testid="activity-application-record">
          <h2>
            <FormattedMessage {...m.yourApplication} />
          </h2>
          <p>
            <FormattedMessage {...STATUS_MESSAGES[detail.application.status]} />
          </p>
          {detail.application.status === 'applying' && (
            <p role="status">
              <FormattedMessage {...m.underReview} />
            </p>
          )}
          <blockquote>{detail.application.comment}</blockquote>
          {detail.application.images.length > 0 && (
            <ul>
              {detail.application.images.map((name, index) => (
                <li key={`${name}-${index}`}>{name}</li>
              ))}
            </ul>
          )}
        </section>
      )}
      {canApply && <ApplicationForm promotionId={detail.id} />}
    </>
  );
}
