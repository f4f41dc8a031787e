import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { POINT_TYPES, type PointType } from '#schemas/loyalty-api.ts';
import { pointRecordsQuery } from '#src/api/points.queries.ts';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { pointMallMessages as m } from './point-mall-messages.ts';

const isPointType = (value: string | null): value is PointType =>
  POINT_TYPES.some((type) => type === value);

/** The points records with the spec's fields, filtered by point type (kept in the URL). */
export function PointsDetails({ account }: { account: string }) {
  const intl = useIntl();
  const id = useId();
  const formatMinor = useFormatMinor();
  const [params, setParams] = useSearchParams();
  const asked = params.get('type');
  const type = isPointType(asked) ? asked : undefined;
  const records = useQuery(pointRecordsQuery(account, type));

  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete('type');
        else next.set('type', value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="point-mall__details">
      <div className="ui-field point-mall__filter">
        <label className="ui-field__label" htmlFor={`${id}-type`}>
          <FormattedMessage {...m.typeFilter} />
        </label>
        <select
          id={`${id}-type`}
          className="ui-field__input"
          value={type ?? ''}
          onChange={(e) => choose(e.target.value)}
        >
          <option value="">{intl.formatMessage(m.allTypes)}</option>
          {POINT_TYPES.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(m.pointType, { type: value })}
            </option>
          ))}
        </select>
      </div>
      {records.isError ? (
        <RetryNotice onRetry={() => void records.refetch()} />
      ) : !records.data ? (
        <p role="status">
          <FormattedMessage {...m.loading} />
        </p>
      ) : records.data.length === 0 ? (
        <p>
          <FormattedMessage {...m.emptyRecords} />
        </p>
      ) : (
        <div className="point-mall__table-wrap">
          <table className="point-mall__table">
            <thead>
              <tr>
                {[
                  m.colReference,
                  m.colTime,
                  m.colType,
                  m.colName,
                  m.colQuantity,
                  m.colRequirement,
                  m.colStatus,
                  m.colChanged,
                  m.colBalance,
                  m.colRemark,
                ].map((label) => (
                  <th key={label.id} scope="col">
                    <FormattedMessage {...label} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {records.data.map((row) => (
                <tr key={row.reference} data-testid="points-record" data-type={row.type}>
                  <td>{row.reference}</td>
                  <td>
                    {intl.formatDate(row.appliedAt, { dateStyle: 'short', timeStyle: 'short' })}
                  </td>
                  <td>{intl.formatMessage(m.pointType, { type: row.type })}</td>
                  <td>{row.name}</td>
                  <td>{intl.formatNumber(row.quantity)}</td>
                  <td>
                    {intl.formatMessage(m.requirement, {
                      points: row.pointsRequirement,
                      amount: formatMinor(row.amountRequirementMinor),
                    })}
                  </td>
                  <td>{intl.formatMessage(m.status, { status: row.status })}</td>
                  <td className={row.changedPoints < 0 ? 'point-mall__minus' : 'point-mall__plus'}>
                    {intl.formatNumber(row.changedPoints, { signDisplay: 'always' })}
                  </td>
                  <td>{intl.formatNumber(row.balance)}</td>
                  <td>{row.remark}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
