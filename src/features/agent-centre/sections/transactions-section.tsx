import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedDate, useIntl, type MessageDescriptor } from 'react-intl';
import type { AgentTransaction } from '#schemas/agent-api.ts';
import { agentTransactionsQuery } from '#src/api/agent.queries.ts';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { columnMessages as c, menuMessages } from '../agent-centre-messages.ts';
import { ReportView } from './report-view.tsx';
import { useSpanFilters } from './use-span-filters.ts';

const kinds = defineMessages({
  deposit: { id: 'agentCentre.transaction.deposit', defaultMessage: 'Deposit' },
  withdrawal: { id: 'agentCentre.transaction.withdrawal', defaultMessage: 'Withdrawal' },
  transfer: { id: 'agentCentre.transaction.transfer', defaultMessage: 'Transfer' },
  bonus: { id: 'agentCentre.transaction.bonus', defaultMessage: 'Bonus' },
  bet: { id: 'agentCentre.transaction.bet', defaultMessage: 'Bet' },
  payout: { id: 'agentCentre.transaction.payout', defaultMessage: 'Payout' },
  adjustment: { id: 'agentCentre.transaction.adjustment', defaultMessage: 'Adjustment' },
  income: { id: 'agentCentre.transaction.income', defaultMessage: 'Contract income' },
});
const statuses = defineMessages({
  pending: { id: 'agentCentre.transactionStatus.pending', defaultMessage: 'Pending' },
  processing: { id: 'agentCentre.transactionStatus.processing', defaultMessage: 'Processing' },
  completed: { id: 'agentCentre.transactionStatus.completed', defaultMessage: 'Completed' },
  failed: { id: 'agentCentre.transactionStatus.failed', defaultMessage: 'Failed' },
  rejected: { id: 'agentCentre.transactionStatus.rejected', defaultMessage: 'Rejected' },
});

const label = (table: Record<string, MessageDescriptor>, key: string) => table[key];

/** The agent's own money movements (the ledger's records), with the sum of the amounts. */
export function TransactionsSection({ account }: { account: string }) {
  const intl = useIntl();
  const formatMinor = useFormatMinor();
  const { filters, query } = useSpanFilters(new Date());
  const answer = useQuery(agentTransactionsQuery(account, { from: query.from, to: query.to }));
  const rows = answer.data ?? [];
  const text = (table: Record<string, MessageDescriptor>, key: string) => {
    const descriptor = label(table, key);
    return descriptor ? intl.formatMessage(descriptor) : key;
  };
  return (
    <ReportView<AgentTransaction>
      caption={intl.formatMessage(menuMessages.transactions)}
      fileName="transaction-details.csv"
      filters={filters}
      withAccount={false}
      status={answer.status}
      rows={rows}
      fetching={answer.isFetching}
      refetch={() => void answer.refetch()}
      rowKey={(row) => row.reference}
      columns={[
        {
          id: 'time',
          header: intl.formatMessage(c.time),
          cell: (row) => (
            <FormattedDate value={row.createdAt} dateStyle="short" timeStyle="short" />
          ),
        },
        { id: 'reference', header: intl.formatMessage(c.reference), cell: (row) => row.reference },
        { id: 'kind', header: intl.formatMessage(c.kind), cell: (row) => text(kinds, row.kind) },
        {
          id: 'status',
          header: intl.formatMessage(c.status),
          cell: (row) => text(statuses, row.status),
        },
        {
          id: 'amount',
          header: intl.formatMessage(c.amount),
          cell: (row) => formatMinor(row.amountMinor),
          total: formatMinor(rows.reduce((sum, row) => sum + row.amountMinor, 0)),
          align: 'end',
        },
        {
          id: 'balanceAfter',
          header: intl.formatMessage(c.balanceAfter),
          cell: (row) => formatMinor(row.balanceAfterMinor),
          align: 'end',
        },
      ]}
      csvColumns={[
        {
          header: intl.formatMessage(c.time),
          value: (row) => new Date(row.createdAt).toISOString(),
        },
        { header: intl.formatMessage(c.reference), value: (row) => row.reference },
        { header: intl.formatMessage(c.kind), value: (row) => text(kinds, row.kind) },
        { header: intl.formatMessage(c.status), value: (row) => text(statuses, row.status) },
        { header: intl.formatMessage(c.amount), value: (row) => row.amountMinor / 100 },
        { header: intl.formatMessage(c.balanceAfter), value: (row) => row.balanceAfterMinor / 100 },
      ]}
    />
  );
}
