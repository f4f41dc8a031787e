import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { ComingSoonPage, type ComingSoonArea } from './coming-soon-page.tsx';

const AREAS = [
  'pointMall',
  'promotions',
  'login',
  'helpmc',
  'download',
  'signInTask',
  'rewardCenter',
  'playerRank',
  'referral',
  'support',
] as const satisfies readonly ComingSoonArea[];

function renderArea(area: ComingSoonArea, language = 'en') {
  renderWithProviders(<ComingSoonPage area={area} />, { language });
}

describe('ComingSoonPage', () => {
  it('names the area, says it is coming and links home', () => {
    renderArea('pointMall');

    expect(screen.getByRole('heading', { level: 1, name: 'Point mall' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByText(/arrives in a coming release/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('speaks Vietnamese', () => {
    renderArea('pointMall', 'vi');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cửa hàng đổi điểm' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sắp ra mắt')).toBeInTheDocument();
  });

  // A missing message would log an error, which fails the test.
  it.each(AREAS)('has a name for %s in both languages', (area) => {
    renderArea(area, 'en');
    renderArea(area, 'vi');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(2);
  });
});
