import { useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedTime } from 'react-intl';
import type { Withdrawal } from '#schemas/withdraw-api.ts';
import { Money } from '#src/shared/money.tsx';
import { WithdrawalConfirmationPanel } from './withdrawal-confirmation-panel.tsx';
import { withdrawalRecordMessages as m } from './withdraw-messages.ts';

/** The member's withdrawals with their status; a completed one waiting asks for confirmation. */
export function WithdrawalRecords({
  records,
  timeoutMinutes,
  loadedAt,
  onChange,
}: {
  records: Withdrawal[];
  timeoutMinutes: number;
  /** When the records arrived (epoch ms). */
  loadedAt: number;
  onChange: () => void;
}) {
  // Answered here: its panel stays to say so once the reloaded record is no longer waiting.
  const [answered, setAnswered] = useState<readonly string[]>([]);
  const waiting = records.filter((w) => w.confirmation === 'awaiting' || answered.includes(w.id));
  return (
    <section className="withdraw-records" aria-labelledby="withdraw-records-title">
      <h2 id="withdraw-records-title">
        <FormattedMessage {...m.title} />
      </h2>
      {waiting.map((withdrawal) => (
        <WithdrawalConfirmationPanel
          key={withdrawal.id}
          withdrawal={withdrawal}
          timeoutMinutes={timeoutMinutes}
          elapsedMs={Math.max(0, loadedAt - (withdrawal.completedAt ?? loadedAt))}
          onAnswered={() => {
            setAnswered((ids) => [...ids, withdrawal.id]);
            onChange();
          }}
        />
      ))}
      {records.length === 0 ? (
        <p>
          <FormattedMessage {...m.empty} />
        </p>
      ) : (
        <table className="withdraw-records__table">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage {...m.reference} />
              </th>
              <th scope="col">
                <FormattedMessage {...m.time} />
              </th>
              <th scope="col">
                <FormattedMessage {...m.amount} />
              </th>
              <th scope="col">
                <FormattedMessage {...m.status} />
              </th>
            </tr>
          </thead>
          <tbody>
            {records.map((w) => (
              <tr key={w.id} data-testid="records-row" data-status={w.status}>
                <td>{w.reference}</td>
                <td>
                  <FormattedDate value={w.createdAt} /> <FormattedTime value={w.createdAt} />
                </td>
                <td>
                  <Money amount={w.amountMinor / 100} />
                </td>
                <td>
                  <FormattedMessage {...m.statusValue} values={{ status: w.status }} />
                  {w.confirmation && (
                    <span className="withdraw-records__confirmation">
                      <FormattedMessage {...m.confirmation} values={{ state: w.confirmation }} />
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
