import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { SpeedTestPage } from './speed-test-page.tsx';

await mockPlatform();

describe('SpeedTestPage', () => {
  it("times every line and ranks them by the platform's delays, fastest first", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SpeedTestPage />, { language: 'en' });
    const rows = await screen.findAllByTestId('speed-test-row');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[0]).toHaveTextContent('Not tested yet');
    await user.click(screen.getByRole('button', { name: 'Test the lines' }));
    await waitFor(
      () =>
        expect(screen.getByRole('list', { name: 'Lines' })).toHaveAttribute('data-status', 'done'),
      { timeout: 5000 },
    );
    const ranked = screen.getAllByTestId('speed-test-row');
    const times = ranked.map((row) => Number(row.dataset.ms));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(ranked[0]).toHaveTextContent('Fastest');
    // The current host (localhost) is listed first but is not the fastest line.
    expect(ranked[0]?.dataset.domain).not.toBe('localhost');
    expect(screen.getByRole('button', { name: 'Test again' })).toBeEnabled();
  });
});
