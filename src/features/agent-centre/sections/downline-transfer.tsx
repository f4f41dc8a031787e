import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { transferToDownline } from '#src/api/agent.ts';
import { invalidateAgent } from '#src/api/agent.queries.ts';
import { PlatformError } from '#src/api/client.ts';
import { invalidateBalance } from '#src/api/member.queries.ts';
import { useSubmissionKey } from '#src/shared/use-submission-key.ts';

const m = {
  ...defineMessages({
    amount: { id: 'agentCentre.transfer.amount', defaultMessage: 'Amount' },
    password: { id: 'agentCentre.transfer.password', defaultMessage: 'Withdraw password' },
    submit: { id: 'agentCentre.transfer.submit', defaultMessage: 'Transfer' },
    cancel: { id: 'agentCentre.transfer.cancel', defaultMessage: 'Cancel' },
    badAmount: { id: 'agentCentre.transfer.badAmount', defaultMessage: 'Enter an amount above 0' },
    noPassword: {
      id: 'agentCentre.transfer.noPassword',
      defaultMessage: 'Please enter withdraw password',
    },
    failed: { id: 'agentCentre.transfer.failed', defaultMessage: 'The transfer failed.' },
  }),
  ...defineMessages<{
    title: { downline: string };
    done: { downline: string };
  }>({
    title: { id: 'agentCentre.transfer.title', defaultMessage: 'Transfer to {downline}' },
    done: { id: 'agentCentre.transfer.done', defaultMessage: 'The money was sent to {downline}.' },
  }),
};

/** An amount typed in the currency ('12.5') as minor units, or null when it is not one. */
export function toMinorAmount(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const minor = Math.round(Number(value) * 100);
  return minor > 0 ? minor : null;
}

/** Money to a downline (spec section 6): the amount and the withdraw password. */
export function DownlineTransfer({
  agent,
  downline,
  onClose,
}: {
  agent: string;
  downline: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const key = useSubmissionKey();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ amount?: boolean; password?: boolean }>({});
  const transfer = useMutation({
    mutationFn: transferToDownline,
    onSettled: () => key.done(),
    onSuccess: () => {
      setAmount('');
      setPassword('');
      void invalidateAgent(queryClient, agent);
      void invalidateBalance(queryClient);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountMinor = toMinorAmount(amount);
    const next = { amount: amountMinor === null, password: password === '' };
    setProblems(next);
    if (amountMinor === null || next.password) return;
    transfer.mutate({ downline, amountMinor, password, idempotencyKey: key.take() });
  };
  const failure =
    transfer.error instanceof PlatformError && transfer.error.serverMessage
      ? transfer.error.serverMessage
      : transfer.error
        ? intl.formatMessage(m.failed)
        : null;
  return (
    <form
      className="agent-centre__form agent-centre__card"
      onSubmit={submit}
      noValidate
      data-testid="downline-transfer"
    >
      <h4>
        <FormattedMessage {...m.title} values={{ downline }} />
      </h4>
      <label className="records-field">
        <span>
          <FormattedMessage {...m.amount} />
        </span>
        <input
          name="amount"
          inputMode="decimal"
          value={amount}
          aria-invalid={problems.amount || undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
        {problems.amount && (
          <small className="agent-centre__error">
            <FormattedMessage {...m.badAmount} />
          </small>
        )}
      </label>
      <label className="records-field">
        <span>
          <FormattedMessage {...m.password} />
        </span>
        <input
          name="withdrawPassword"
          type="password"
          autoComplete="off"
          value={password}
          aria-invalid={problems.password || undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        {problems.password && (
          <small className="agent-centre__error">
            <FormattedMessage {...m.noPassword} />
          </small>
        )}
      </label>
      {failure && (
        <p className="agent-centre__error" role="alert">
          {failure}
        </p>
      )}
      {transfer.isSuccess && (
        <p role="status">
          <FormattedMessage {...m.done} values={{ downline }} />
        </p>
      )}
      <div className="agent-centre__actions">
        <button type="submit" className="button button--primary" disabled={transfer.isPending}>
          <FormattedMessage {...m.submit} />
        </button>
        <button type="button" className="button" onClick={onClose}>
          <FormattedMessage {...m.cancel} />
        </button>
      </div>
    </form>
  );
}
