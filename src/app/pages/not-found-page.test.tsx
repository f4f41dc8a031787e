import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { NotFoundPage } from './not-found-page.tsx';

describe('NotFoundPage', () => {
  it('says the page does not exist and leads home', async () => {
    renderWithProviders(<NotFoundPage />, { language: 'vi', route: '/nowhere' });

    expect(screen.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Về trang chủ' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
