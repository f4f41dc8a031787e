import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { betDetailQuery } from '#src/api/records.queries.ts';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { Modal } from '#src/ui/modal.tsx';
import { recordsMessages } from '#src/ui/records/records-messages.ts';
import { useCategoryLabel } from './category-label.ts';
import { detailMessages, messages as m, statusMessages } from './records-messages.ts';
import { useRecordTime } from './use-record-time.ts';

/** One bet in full: game, round, pick, result, odds, amounts and its account record references. */
export function BetDetailModal({
  account,
  betId,
  onClose,
}: {
  account: string;
  betId: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const money = useFormatMinor();
  const time = useRecordTime();
  const categoryLabel = useCategoryLabel();
  const detail = useQuery(betDetailQuery(account, betId));
  const bet = detail.data;
  return (
    <Modal title={intl.formatMessage(detailMessages.title, { id: betId })} onClose={onClose}>
      <div data-testid="bet-detail">
        {detail.status === 'pending' && (
          <p role="status">
            <FormattedMessage {...recordsMessages.loading} />
          </p>
        )}
        {detail.status === 'error' && (
          <p role="alert">
            <FormattedMessage {...m.detailError} />
          </p>
        )}
        {bet && (
          <dl className="records-detail">
            <dt>
              <FormattedMessage {...m.game} />
            </dt>
            <dd>{bet.gameName}</dd>
            <dt>
              <FormattedMessage {...m.category} />
            </dt>
            <dd>{categoryLabel(bet.category)}</dd>
            <dt>
              <FormattedMessage {...m.vendor} />
            </dt>
            <dd>{bet.vendorName}</dd>
            <dt>
              <FormattedMessage {...m.round} />
            </dt>
            <dd>{bet.round}</dd>
            <dt>
              <FormattedMessage {...m.selection} />
            </dt>
            <dd>{bet.selection}</dd>
            <dt>
              <FormattedMessage {...m.result} />
            </dt>
            <dd>{bet.result}</dd>
            <dt>
              <FormattedMessage {...m.status} />
            </dt>
            <dd>
              <FormattedMessage {...statusMessages[bet.status]} />
            </dd>
            <dt>
              <FormattedMessage {...m.placedAt} />
            </dt>
            <dd>{time(bet.placedAt)}</dd>
            <dt>
              <FormattedMessage {...m.settledAt} />
            </dt>
            <dd>
              {bet.settledAt === null ? (
                <FormattedMessage {...m.notSettled} />
              ) : (
                time(bet.settledAt)
              )}
            </dd>
            <dt>
              <FormattedMessage {...m.stake} />
            </dt>
            <dd>{money(bet.stakeMinor)}</dd>
            <dt>
              <FormattedMessage {...m.odds} />
            </dt>
            <dd>{intl.formatNumber(bet.odds, { maximumFractionDigits: 2 })}</dd>
            <dt>
              <FormattedMessage {...m.payout} />
            </dt>
            <dd>{money(bet.payoutMinor)}</dd>
            <dt>
              <FormattedMessage {...m.profit} />
            </dt>
            <dd>{money(bet.profitMinor)}</dd>
            <dt>
              <FormattedMessage {...m.movements} />
            </dt>
            <dd>{bet.references.join(', ')}</dd>
          </dl>
        )}
      </div>
    </Modal>
  );
}
