import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { balanceQuery } from '#src/api/member.queries.ts';
import { PointMallPage } from './point-mall-page.tsx';

const mock = await mockPlatform();

/** What the header shows: the balance query of the account. */
function BalanceProbe() {
  const { data } = useQuery(balanceQuery('demo01'));
  return <output data-testid="balance-probe">{data?.sumBalance}</output>;
}

async function renderMall(route = '/pointMall') {
  renderWithProviders(
    <>
      <PointMallPage />
      <BalanceProbe />
    </>,
    { session: true, route, token: await mock.platform.issueSession('demo01') },
  );
  return screen.findByTestId('points-balance');
}

describe('point mall page', () => {
  it('shows the points, a sold-out item that cannot be redeemed and one the points do not cover', async () => {
    const balance = await renderMall();
    expect(balance).toHaveTextContent('12,000');
    const items = await screen.findAllByTestId('mall-item');
    expect(items).toHaveLength(8);
    const soldOut = items.at(-1)!;
    expect(within(soldOut).getByRole('button', { name: 'Sold out' })).toBeDisabled();
    // Item 7 costs 20,000 points.
    expect(within(items[6]!).getByRole('button', { name: 'Not enough points' })).toBeDisabled();
  });

  it('converts points with the password: a refusal stays at its field, then the balance moves', async () => {
    const user = userEvent.setup();
    const balance = await renderMall('/pointMall?tab=convert');
    const points = await screen.findByTestId('convert-points');
    await user.type(points, '99');
    await user.click(screen.getByTestId('convert-submit'));
    expect(
      await screen.findByText('Enter a whole number of points from 100 to 12,000'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(points).toHaveValue('99');

    await user.clear(points);
    await user.type(points, '500');
    expect(screen.getByText('You receive ₫5,000.00')).toBeInTheDocument();
    await user.type(screen.getByTestId('convert-password'), 'Wrong123');
    await user.click(screen.getByTestId('convert-submit'));
    expect(await screen.findByText('Password is incorrect')).toBeInTheDocument();
    expect(points).toHaveValue('500');
    expect(balance).toHaveTextContent('12,000');

    await user.clear(screen.getByTestId('convert-password'));
    await user.type(screen.getByTestId('convert-password'), 'Demo1234');
    await user.click(screen.getByTestId('convert-submit'));
    expect(await screen.findByText('₫5,000.00 added to your balance.')).toBeInTheDocument();
    expect(await screen.findByText('11,500')).toBe(balance);
    // 1,250,500 + 5,000.
    expect(await screen.findByText('1255500')).toBeInTheDocument();
  });

  it('lists the points records of one type from the URL', async () => {
    await renderMall('/pointMall?tab=details&type=redeem');
    const rows = await screen.findAllByTestId('points-record');
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.dataset.type === 'redeem')).toBe(true);
    expect(within(rows[0]!).getByText('Rejected')).toBeInTheDocument();
  });
});
