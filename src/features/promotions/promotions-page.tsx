import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { PROMOTION_TYPES, type PromotionType } from '#schemas/promotions-api.ts';
import { activitiesQuery } from '#src/api/activities.queries.ts';
import { useSession } from '#src/shared/session.tsx';
import { promotionMessages as m, TYPE_MESSAGES } from './messages.ts';
import { PromotionCard } from './promotion-card.tsx';
import { useInterfaceLanguage } from '#src/shared/i18n/use-interface-language.ts';
import { releasePrerenderedShell } from '#src/platform/prerendered-shell.ts';
import './promotions.css';

const isType = (value: string | null): value is PromotionType =>
  (PROMOTION_TYPES as readonly (string | null)[]).includes(value);

/**
 * `/promotions` (spec section 2): the promotions with their status and action, filtered by
 * type through `?type=` (so a filtered list can be shared and survives a reload).
 */
export function PromotionsPage() {
  const intl = useIntl();
  const language = useInterfaceLanguage();
  const [params] = useSearchParams();
  const asked = params.get('type');
  const type = isType(asked) ? asked : null;
  const account = useSession().member?.account ?? '';
  const list = useQuery(activitiesQuery(type, account, language));
  // The prerendered page shows the first card's picture; with no card to show, it need not wait.
  const noCard = list.isError || list.data?.length === 0;
  useLayoutEffect(() => {
    if (noCard) releasePrerenderedShell('lead');
  }, [noCard]);

  return (
    <section className="promotions-page" aria-labelledby="promotions-title">
      <h1 id="promotions-title">
        <FormattedMessage {...m.title} />
      </h1>
      <nav className="promotions-filter" aria-label={intl.formatMessage(m.filterLabel)}>
        <Link
          to="/promotions"
          className="promotions-filter__item"
          aria-current={type === null ? 'page' : undefined}
          data-testid="promotion-filter-all"
        >
          <FormattedMessage {...m.allTypes} />
        </Link>
        {PROMOTION_TYPES.map((name) => (
          <Link
            key={name}
            to={`/promotions?type=${name}`}
            className="promotions-filter__item"
            aria-current={type === name ? 'page' : undefined}
            data-testid={`promotion-filter-${name}`}
          >
            <FormattedMessage {...TYPE_MESSAGES[name]} />
          </Link>
        ))}
      </nav>
      {list.isPending && (
        <p role="status" className="promotions-page__loading">
          <FormattedMessage {...m.loading} />
        </p>
      )}
      {list.isError && (
        <div role="alert" className="promotions-page__error">
          <FormattedMessage {...m.loadFailed} />
          <button
            type="button"
            className="button button--outline"
            onClick={() => void list.refetch()}
          >
            <FormattedMessage {...m.retry} />
          </button>
        </div>
      )}
      {list.data && list.data.length === 0 && (
        <p>
          <FormattedMessage {...m.empty} />
        </p>
      )}
      {list.data && list.data.length > 0 && (
        <div className="promotions-grid">
          {list.data.map((activity, index) => (
            <PromotionCard key={activity.id} activity={activity} first={index === 0} />
          ))}
        </div>
      )}
    </section>
  );
}
