import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { redemptionsQuery } from '#src/api/points.queries.ts';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { pointMallMessages as m } from './point-mall-messages.ts';

/** The member's redemptions with the spec's statuses (In Process, Rejected, Approved). */
export function RedeemHistory({ account }: { account: string }) {
  const intl = useIntl();
  const history = useQuery(redemptionsQuery(account));
  if (history.isError) return <RetryNotice onRetry={() => void history.refetch()} />;
  if (!history.data) {
    return (
      <p role="status">
        <FormattedMessage {...m.loading} />
      </p>
    );
  }
  if (history.data.length === 0) {
    return (
      <p>
        <FormattedMessage {...m.emptyHistory} />
      </p>
    );
  }
  return (
    <div className="point-mall__table-wrap">
      <table className="point-mall__table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage {...m.colReference} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.colTime} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.colItem} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.colQuantity} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.colPoints} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.colStatus} />
            </th>
          </tr>
        </thead>
        <tbody>
          {history.data.map((row) => (
            <tr key={row.reference} data-testid="records-row" data-status={row.status}>
              <td>{row.reference}</td>
              <td>{intl.formatDate(row.appliedAt, { dateStyle: 'short', timeStyle: 'short' })}</td>
              <td>{row.itemName}</td>
              <td>{intl.formatNumber(row.quantity)}</td>
              <td>{intl.formatNumber(row.points)}</td>
              <td>
                <span className={`point-mall__status point-mall__status--${row.status}`}>
                  <FormattedMessage {...m.status} values={{ status: row.status }} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
