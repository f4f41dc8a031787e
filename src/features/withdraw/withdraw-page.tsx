import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { AddAccountForm } from './add-account-form.tsx';
import { TransferFundPage, TransferUplinePage } from './transfer-pages.tsx';
import { SetPasswordForm } from './set-password-form.tsx';
import { useWithdrawData } from './use-withdraw-data.ts';
import { WithdrawForm } from './withdraw-form.tsx';
import { withdrawMessages as m } from './withdraw-messages.ts';
import { WithdrawalRecords } from './withdrawal-records.tsx';
import './withdraw.css';

/**
 * `/withdraw` (spec sections 2 and 4), a member-centre page: the withdraw password first when
 * the member has none, then the form (accounts, limits, daily count, turnover, fee), and the
 * withdrawal records with the confirmation of completed ones.
 */
export function WithdrawPage() {
  const { info, records, failed, loadedAt, reload } = useWithdrawData();
  const intl = useIntl();
  const formatMinor = useFormatMinor();
  const [done, setDone] = useState<string | null>(null);

  if (failed) {
    return (
      <section className="member-centre__card">
        <p role="alert">
          <FormattedMessage {...m.loadFailed} />
        </p>
        <button type="button" className="button" onClick={reload}>
          <FormattedMessage {...m.retry} />
        </button>
      </section>
    );
  }
  if (!info) {
    return (
      <p role="status">
        <FormattedMessage {...m.loading} />
      </p>
    );
  }
  const money = formatMinor;
  return (
    <div className="withdraw">
      <section className="member-centre__card" aria-labelledby="withdraw-title">
        <h1 id="withdraw-title" className="member-centre__title">
          <FormattedMessage {...m.title} />
        </h1>
        <p>
          <FormattedMessage {...m.balance} values={{ amount: money(info.balanceMinor) }} />
        </p>
        <p className="ui-field__hint">
          <FormattedMessage
            {...m.limits}
            values={{
              min: money(info.minMinor),
              max: money(info.maxMinor),
              used: info.usedToday,
              count: info.dailyCount,
            }}
          />
        </p>
        <p className="ui-field__hint">
          <FormattedMessage {...m.fee} values={{ percent: info.feePercent }} />
        </p>
        {info.turnoverRequiredMinor > 0 && (
          <p className="withdraw__notice" role="note">
            <FormattedMessage
              {...m.turnover}
              values={{ amount: money(info.turnoverRequiredMinor) }}
            />
          </p>
        )}
        {info.lockedUntil !== null && (
          <p className="withdraw__notice" role="alert">
            <FormattedMessage {...m.locked} values={{ time: intl.formatTime(info.lockedUntil) }} />
          </p>
        )}
        {done && (
          <p className="withdraw__done" role="status">
            <FormattedMessage {...m.done} values={{ reference: done }} />
          </p>
        )}
        {!info.hasPassword ? (
          <SetPasswordForm onDone={reload} />
        ) : info.accounts.length === 0 ? (
          <p>
            <FormattedMessage {...m.noAccount} />
          </p>
        ) : (
          <WithdrawForm
            info={info}
            onDone={(withdrawal) => {
              setDone(withdrawal.reference);
              reload();
            }}
          />
        )}
      </section>
      <section className="member-centre__card">
        <AddAccountForm realName={info.realName} onDone={reload} />
      </section>
      <section className="member-centre__card">
        <WithdrawalRecords
          records={records}
          timeoutMinutes={info.confirmTimeoutMinutes}
          loadedAt={loadedAt}
          onChange={reload}
        />
      </section>
    </div>
  );
}

/**
 * The money-out pages by route name: they load in one chunk, which keeps the routes table (in
 * the home route's first load) small.
 */
export const MONEY_OUT_PAGES = {
  withdraw: WithdrawPage,
  transferFund: TransferFundPage,
  transferUpline: TransferUplinePage,
};
