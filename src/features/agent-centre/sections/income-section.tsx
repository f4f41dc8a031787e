import { useQuery } from '@tanstack/react-query';
import { FormattedDate, useIntl } from 'react-intl';
import type { IncomeRecord } from '#schemas/agent-api.ts';
import { agentIncomeQuery } from '#src/api/agent.queries.ts';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { columnMessages as c, menuMessages } from '../agent-centre-messages.ts';
import { ReportView } from './report-view.tsx';
import { useSpanFilters } from './use-span-filters.ts';

/** The salary and dividend settlements paid to the agent, with their total. */
export function IncomeSection({ account }: { account: string }) {
  const intl = useIntl();
  const formatMinor = useFormatMinor();
  const { filters, query } = useSpanFilters(new Date());
  const answer = useQuery(agentIncomeQuery(account, { from: query.from, to: query.to }));
  const rows = answer.data ?? [];
  const total = rows.reduce((sum, row) => sum + row.amountMinor, 0);
  return (
    <ReportView<IncomeRecord>
      caption={intl.formatMessage(menuMessages.income)}
      fileName="my-income.csv"
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
        {
          id: 'kind',
          header: intl.formatMessage(c.kind),
          cell: (row) => intl.formatMessage(menuMessages[row.kind]),
        },
        {
          id: 'amount',
          header: intl.formatMessage(c.amount),
          cell: (row) => formatMinor(row.amountMinor),
          total: formatMinor(total),
          align: 'end',
        },
      ]}
      csvColumns={[
        {
          header: intl.formatMessage(c.time),
          value: (row) => new Date(row.createdAt).toISOString(),
        },
        { header: intl.formatMessage(c.reference), value: (row) => row.reference },
        {
          header: intl.formatMessage(c.kind),
          value: (row) => intl.formatMessage(menuMessages[row.kind]),
        },
        { header: intl.formatMessage(c.amount), value: (row) => row.amountMinor / 100 },
      ]}
    />
  );
}
