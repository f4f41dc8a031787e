import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { unreadCountQuery } from '#src/api/messages.queries.ts';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { MessageCentrePage } from './message-centre-page.tsx';

const mock = await mockPlatform();

/** Stands in for the header: the unread count as the header reads it. */
function Count() {
  const unread = useQuery(unreadCountQuery('demo01'));
  return <output data-testid="count">{unread.data?.count ?? '-'}</output>;
}

async function renderInbox() {
  renderWithProviders(
    <>
      <Count />
      <Routes>
        <Route path="/messageV2" element={<MessageCentrePage />} />
      </Routes>
    </>,
    { session: true, token: await mock.platform.issueSession('demo01'), route: '/messageV2' },
  );
  await waitFor(() => expect(screen.getAllByTestId('message-item').length).toBeGreaterThan(0));
}

describe('message centre', () => {
  it('reading an unread message lowers the count elsewhere, without a reload', async () => {
    await renderInbox();
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    const [first] = screen.getAllByTestId('message-item');
    expect(first).toHaveAttribute('data-read', 'false');
    await userEvent.click(within(first!).getByRole('button', { expanded: false }));
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
    expect(screen.getByTestId('message-unread-summary')).toHaveTextContent('1 unread message');
  });

  it('sanitises message HTML: no script element reaches the page', async () => {
    await renderInbox();
    const promotion = screen.getAllByTestId('message-item')[1]!;
    await userEvent.click(within(promotion).getByRole('button', { expanded: false }));
    await waitFor(() => expect(promotion).toHaveTextContent('0.5% rebate'));
    expect(promotion.querySelector('script')).toBeNull();
    expect(promotion.querySelector('[onerror]')).toBeNull();
    expect(promotion.querySelector('[onclick]')).toBeNull();
  });

  it('marks all read and deletes a message', async () => {
    await renderInbox();
    const before = screen.getAllByTestId('message-item').length;
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('0'));
    await userEvent.click(
      within(screen.getAllByTestId('message-item')[0]!).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(before - 1));
  });
});
