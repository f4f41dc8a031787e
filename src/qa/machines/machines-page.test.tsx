import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MACHINES } from '#machines/index.ts';
import en from '#locales/en.json' with { type: 'json' };
import vi from '#locales/vi.json' with { type: 'json' };
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { MachinesPage } from './machines-page.tsx';

const bundles: Record<string, Record<string, string>> = { en, vi };

describe('MachinesPage', () => {
  it('lists every machine of the registry with its description', async () => {
    renderWithProviders(<MachinesPage />, { route: '/qa/machines' });
    const list = screen.getByRole('navigation', { name: 'Machines' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('data-machine-id'))).toEqual(
      MACHINES.map((e) => e.id),
    );
    for (const entry of MACHINES) {
      expect(within(list).getByText(entry.description)).toBeVisible();
    }
    expect(buttons[0]).toHaveAttribute('aria-current', 'page');
    expect(await screen.findAllByTestId('chart-state')).not.toHaveLength(0);
    // A visibility check per machine walks the styles of the whole page: slow on a busy machine.
  }, 15_000);

  it('has each description in English as the registry words it, and in Vietnamese', () => {
    for (const entry of MACHINES) {
      const key = `qa.machineDescription.${entry.id}`;
      expect(bundles.en?.[key]).toBe(entry.description);
      expect(bundles.vi?.[key]).toMatch(/\S/);
    }
  });

  it('opens the machine in the address and switches with the list', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MachinesPage />, { route: '/qa/machines?machine=smsCountdown' });
    expect(screen.getByTestId('qa-state-value')).toHaveTextContent('flow.idle + throttle.open');
    await user.click(screen.getByRole('button', { name: /^session/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/qa/machines?machine=session');
    expect(await screen.findByRole('button', { name: /session\.logout/ })).toBeInTheDocument();
  });
});
