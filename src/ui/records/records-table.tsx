import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { recordsMessages as m } from './records-messages.ts';
import './records.css';

/** One column of a records table. */
export interface RecordColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The totals row's cell of this column (nothing when absent). */
  total?: ReactNode;
  /** Numbers line up on the end side. */
  align?: 'start' | 'end';
}

export type RecordsStatus = 'pending' | 'error' | 'success';

/**
 * A table of records with a totals row, and its loading, empty and error states. Each row
 * carries `data-testid="records-row"`; on a phone the cells stack, each with its heading.
 * While a new page loads the previous rows stay, dimmed (`refreshing`).
 */
export function RecordsTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  status,
  refreshing = false,
  onRetry,
  showTotals = true,
  empty,
}: {
  /** What the table lists (read by screen readers; visually hidden). */
  caption: ReactNode;
  columns: readonly RecordColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  status: RecordsStatus;
  refreshing?: boolean;
  onRetry?: () => void;
  showTotals?: boolean;
  /** What an empty result says; default 'No records match these filters.' */
  empty?: ReactNode;
}) {
  const captionId = useId();
  if (status === 'pending') {
    return (
      <p className="records-state" role="status" aria-live="polite">
        <FormattedMessage {...m.loading} />
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div className="records-state records-state--error" role="alert">
        <p>
          <FormattedMessage {...m.error} />
        </p>
        {onRetry && (
          <button type="button" className="records-button" onClick={onRetry}>
            <FormattedMessage {...m.retry} />
          </button>
        )}
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <p className="records-state" role="status">
        {empty ?? <FormattedMessage {...m.empty} />}
      </p>
    );
  }
  const cellClass = (column: RecordColumn<T>) =>
    column.align === 'end' ? 'records-table__cell records-table__cell--end' : 'records-table__cell';
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen (named by its caption).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll region takes focus
    <div className="records-table__scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className="records-table" aria-busy={refreshing || undefined}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={refreshing ? 'records-table__body--refreshing' : undefined}>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid="records-row">
              {columns.map((column) => (
                <td key={column.id} className={cellClass(column)} data-label-id={column.id}>
                  <span className="records-table__label" aria-hidden="true">
                    {column.header}
                  </span>
                  <span className="records-table__value">{column.cell(row)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {showTotals && (
          <tfoot>
            <tr data-testid="records-totals">
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.id} scope="row" className={cellClass(column)}>
                    <FormattedMessage {...m.totals} />
                  </th>
                ) : (
                  <td key={column.id} className={cellClass(column)}>
                    {column.total !== undefined && (
                      <>
                        <span className="records-table__label" aria-hidden="true">
                          {column.header}
                        </span>
                        <span className="records-table__value">{column.total}</span>
                      </>
                    )}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
