import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { CsvExportButton } from './csv-export-button.tsx';
import { DateRangeFilter } from './date-range-filter.tsx';
import type { DateRange } from './date-range.ts';
import { RecordsPager } from './records-pager.tsx';
import { RecordsTable, type RecordColumn } from './records-table.tsx';
import { useUrlFilters } from './url-filters.ts';

interface Row {
  id: string;
  amount: number;
}
const columns: RecordColumn<Row>[] = [
  { id: 'id', header: 'Reference', cell: (row) => row.id },
  { id: 'amount', header: 'Amount', cell: (row) => row.amount, total: 30, align: 'end' },
];
const rows = [
  { id: 'A1', amount: 10 },
  { id: 'A2', amount: 20 },
];

describe('records table', () => {
  it('shows each row as a records-row and the totals row', () => {
    renderWithProviders(
      <RecordsTable
        caption="Test"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        status="success"
      />,
    );
    const found = screen.getAllByTestId('records-row');
    expect(found).toHaveLength(2);
    expect(found[0]).toHaveTextContent('A1');
    const totals = screen.getByTestId('records-totals');
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total');
    expect(totals).toHaveTextContent('30');
  });

  it('says when loading, when empty, and offers a retry after an error', async () => {
    const retry = vi.fn();
    const table = (status: 'pending' | 'success' | 'error') =>
      renderWithProviders(
        <RecordsTable
          caption="T"
          columns={columns}
          rows={[]}
          rowKey={(r) => r.id}
          status={status}
          onRetry={retry}
        />,
      );
    const loading = table('pending');
    expect(screen.getByRole('status')).toHaveTextContent('Loading records');
    loading.unmount();
    const empty = table('success');
    expect(screen.getByRole('status')).toHaveTextContent('No records match these filters.');
    empty.unmount();
    table('error');
    await userEvent.click(
      within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }),
    );
    expect(retry).toHaveBeenCalledOnce();
  });
});

function DatesHarness({ onChange }: { onChange: (range: DateRange) => void }) {
  const [value, setValue] = useState<DateRange>({ start: '2026-11-01', end: '2026-11-10' });
  return (
    <DateRangeFilter
      value={value}
      today={new Date(2026, 10, 26)}
      onChange={(range) => {
        setValue(range);
        onChange(range);
      }}
    />
  );
}

describe('date range filter', () => {
  it('applies a preset and marks it pressed', async () => {
    const onChange = vi.fn();
    renderWithProviders(<DatesHarness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-20', end: '2026-11-26' });
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-20');
    expect(screen.getByTestId('records-date-range')).toHaveTextContent('Nov 20 – 26, 2026');
  });

  it('writes the applied range out in the page language', async () => {
    renderWithProviders(<DatesHarness onChange={vi.fn()} />, { language: 'vi' });
    expect(screen.getByTestId('records-date-range')).toHaveTextContent('1 – 10 thg 11, 2026');
    await userEvent.click(screen.getByRole('button', { name: '30 ngày qua' }));
    expect(screen.getByTestId('records-date-range')).toHaveTextContent(
      '28 thg 10 – 26 thg 11, 2026',
    );
  });

  it('keeps a start after the end as typed, says why, and does not apply it', () => {
    const onChange = vi.fn();
    renderWithProviders(<DatesHarness onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-15' } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The start date must not be after the end date',
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-15');
    expect(onChange).not.toHaveBeenCalled();
    // The range written out stays the applied one until the typed one is valid.
    expect(screen.getByTestId('records-date-range')).toHaveTextContent('Nov 1 – 10, 2026');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-16' } });
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-15', end: '2026-11-16' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

function FiltersHarness() {
  const filters = useUrlFilters({ type: '' });
  return (
    <>
      <button type="button" onClick={() => filters.set({ type: 'bet' })}>
        bets
      </button>
      <RecordsPager page={filters.page} pageCount={9} total={250} onChange={filters.setPage} />
    </>
  );
}

describe('pager and URL filters', () => {
  it('pages by keyboard with the spec widget, keeping the page in the URL; a filter change goes back to page 1', async () => {
    renderWithProviders(<FiltersHarness />, { route: '/transactionHistory?type=deposit' });
    expect(screen.getByTestId('records-summary')).toHaveTextContent('250 records, page 1 of 9');
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/transactionHistory?type=deposit&page=3',
    );
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'bets' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/transactionHistory?type=bet');
    expect(screen.getByTestId('location').textContent).not.toContain('page=');
  });
});

describe('CSV export button', () => {
  it('makes a file of the rows it is given, and says when there is nothing', async () => {
    const createObjectURL = vi.fn(() => 'blob:records');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<Row[]>>()
      .mockResolvedValueOnce(rows)
      .mockResolvedValueOnce([]);
    renderWithProviders(
      <CsvExportButton
        fileName="records.csv"
        columns={[{ header: 'Reference', value: (row: Row) => row.id }]}
        loadRows={load}
      />,
    );
    await userEvent.click(screen.getByTestId('records-export'));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    // A byte-order mark first (EF BB BF), then the rows; text() drops the mark when decoding.
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blob.text()).toBe('Reference\r\nA1\r\nA2\r\n');
    await userEvent.click(screen.getByTestId('records-export'));
    expect(await screen.findByRole('status')).toHaveTextContent('There is nothing to export.');
    click.mockRestore();
  });
});
