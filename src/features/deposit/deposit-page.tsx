import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { DepositMethod, DepositOrder } from '#schemas/deposit-api.ts';
import { confirmDeposit, createDeposit } from '#src/api/deposit.ts';
import { depositMethodsKey, depositMethodsQuery } from '#src/api/deposit.queries.ts';
import { invalidateBalance } from '#src/api/member.queries.ts';
import { PlatformError } from '#src/api/client.ts';
import { useSession } from '#src/shared/session.tsx';
import { Money } from '#src/shared/money.tsx';
import { DepositForm } from './deposit-form.tsx';
import { DepositOrderDetails } from './deposit-order.tsx';
import { useSubmissionKey } from '#src/shared/use-submission-key.ts';
import './deposit.css';

const messages = defineMessages({
  title: { id: 'deposit.title', defaultMessage: 'Deposit' },
  loading: { id: 'deposit.loading', defaultMessage: 'Loading deposit methods…' },
  loadFailed: { id: 'deposit.loadFailed', defaultMessage: 'Deposit methods could not be loaded.' },
  retry: { id: 'deposit.retry', defaultMessage: 'Try again' },
  none: { id: 'deposit.none', defaultMessage: 'No deposit method is offered at the moment.' },
  failed: { id: 'deposit.failed', defaultMessage: 'The request failed. Please try again.' },
  paid: { id: 'deposit.paid', defaultMessage: 'I have paid' },
  checking: { id: 'deposit.checking', defaultMessage: 'Checking the payment…' },
  paymentFailed: {
    id: 'deposit.paymentFailed',
    defaultMessage: 'The payment failed and no money was taken. You can try again.',
  },
  pending: {
    id: 'deposit.pending',
    defaultMessage:
      'Your payment has not arrived yet. The deposit stays pending; check again in a moment.',
  },
  checkAgain: { id: 'deposit.checkAgain', defaultMessage: 'Check again' },
  another: { id: 'deposit.another', defaultMessage: 'Make another deposit' },
});

/** The platform's message for a refused call, else the translated fallback (null: none). */
const serverMessage = (error: unknown) =>
  error instanceof PlatformError ? error.serverMessage : null;

/**
 * `/depositv2`: choose a method and an amount, get the reference and where to pay, then the
 * platform's payment step answers completed (the header balance updates), failed or pending.
 */
export function DepositPage() {
  const queryClient = useQueryClient();
  const account = useSession().member?.account ?? '';
  const methods = useQuery(depositMethodsQuery(account));
  const [order, setOrder] = useState<DepositOrder | null>(null);
  const [busy, setBusy] = useState(false);
  /** The payment step has answered at least once for this order. */
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<{ text: string | null } | null>(null);
  const submission = useSubmissionKey();

  const run = async (action: (key: string) => Promise<DepositOrder>) => {
    const key = submission.take();
    setBusy(true);
    setError(null);
    try {
      const next = await action(key);
      setOrder(next);
      if (next.status === 'completed') {
        // The header's balance and the first-deposit offer both changed.
        void invalidateBalance(queryClient);
        void queryClient.invalidateQueries({ queryKey: depositMethodsKey });
      }
    } catch (failure) {
      setError({ text: serverMessage(failure) });
    } finally {
      submission.done();
      setBusy(false);
    }
  };

  const open = (method: DepositMethod, amountMinor: number) => {
    setChecked(false);
    void run((idempotencyKey) =>
      createDeposit({ methodId: method.id, amountMinor, idempotencyKey }),
    );
  };
  const pay = () =>
    void run(async (idempotencyKey) => {
      const next = await confirmDeposit({ reference: order?.reference ?? '', idempotencyKey });
      setChecked(true);
      return next;
    });
  const restart = () => {
    setOrder(null);
    setError(null);
  };

  return (
    <section className="member-centre__card deposit" aria-labelledby="deposit-title">
      <h1 id="deposit-title" className="member-centre__title">
        <FormattedMessage {...messages.title} />
      </h1>
      {methods.isPending && (
        <p role="status">
          <FormattedMessage {...messages.loading} />
        </p>
      )}
      {methods.isError && (
        <div role="alert">
          <p>
            <FormattedMessage {...messages.loadFailed} />
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void methods.refetch()}
          >
            <FormattedMessage {...messages.retry} />
          </button>
        </div>
      )}
      {methods.data?.methods.length === 0 && (
        <p>
          <FormattedMessage {...messages.none} />
        </p>
      )}
      {methods.data && methods.data.methods.length > 0 && !order && (
        <DepositForm
          methods={methods.data.methods}
          firstDeposit={methods.data.firstDeposit}
          busy={busy}
          onSubmit={open}
        />
      )}
      {order && <DepositOrderDetails order={order} />}
      {order && (
        <div
          className="deposit__outcome"
          role="status"
          data-testid="deposit-status"
          data-status={order.status}
        >
          {order.status === 'completed' && (
            <>
              <p className="deposit__success">
                <FormattedMessage
                  id="deposit.completed"
                  defaultMessage="Deposit received: {amount}"
                  values={{ amount: <Money amount={order.amountMinor / 100} /> }}
                />
              </p>
              {order.bonusMinor > 0 && (
                <p>
                  <FormattedMessage
                    id="deposit.bonus"
                    defaultMessage="First deposit bonus: {amount}"
                    values={{ amount: <Money amount={order.bonusMinor / 100} /> }}
                  />
                </p>
              )}
            </>
          )}
          {order.status === 'pending' && checked && (
            <p>
              <FormattedMessage {...messages.pending} />
            </p>
          )}
          {order.status === 'failed' && (
            <p className="deposit__problem">
              <FormattedMessage {...messages.paymentFailed} />
            </p>
          )}
        </div>
      )}
      {error && (
        <p className="ui-form__failure" role="alert">
          {error.text ?? <FormattedMessage {...messages.failed} />}
        </p>
      )}
      {order?.status === 'pending' && (
        <button
          type="button"
          className="button button--primary"
          aria-disabled={busy}
          onClick={() => !busy && pay()}
          data-testid="deposit-paid"
        >
          <FormattedMessage
            {...(busy ? messages.checking : checked ? messages.checkAgain : messages.paid)}
          />
        </button>
      )}
      {order && order.status !== 'pending' && (
        <button type="button" className="button button--outline" onClick={restart}>
          <FormattedMessage {...messages.another} />
        </button>
      )}
    </section>
  );
}
