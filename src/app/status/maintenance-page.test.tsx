import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SystemStatus } from '#schemas/platform-api.ts';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { MaintenancePage } from './maintenance-page.tsx';

const END = new Date(Date.now() + 2 * 3600_000);
const FORMAT = { dateStyle: 'full', timeStyle: 'short' } as const;

function maintenance(message: string, endTime = END.toISOString()): SystemStatus {
  return {
    status: 1,
    maintenance: { endTime, message },
    location: { ip: '198.51.100.23', country: 'VN' },
  };
}

describe('MaintenancePage', () => {
  it('shows both headings, the message, the end time and a countdown', async () => {
    renderWithProviders(<MaintenancePage status={maintenance('Upgrading the wallet service')} />);

    expect(screen.getByTestId('maintenance-page')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'System Maintenance' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'RESTRICTION OF VISIT' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Upgrading the wallet service')).toBeInTheDocument();
    const end = new Intl.DateTimeFormat('en', FORMAT).format(END);
    expect(screen.getByText(end)).toHaveAttribute('datetime', END.toISOString());
    expect(screen.getByRole('timer')).toHaveTextContent(/^Time left: 0[12]:\d\d:\d\d$/);
    // QA can leave the scenario from here: the demo panel is on this page too.
    expect(await screen.findByRole('button', { name: /^Demo/ })).toBeInTheDocument();
  });

  it('formats the end time in the user language', async () => {
    renderWithProviders(<MaintenancePage status={maintenance('')} />, { language: 'vi' });

    expect(screen.getByRole('heading', { level: 1, name: 'Bảo trì hệ thống' })).toBeInTheDocument();
    expect(screen.getByText(new Intl.DateTimeFormat('vi', FORMAT).format(END))).toBeInTheDocument();
    expect(screen.getByText(/Chúng tôi đang nâng cấp hệ thống/)).toBeInTheDocument();
    await screen.findByRole('button', { name: /^Demo/ });
  });

  it('leaves out the end time and countdown when the platform sends no valid end', async () => {
    renderWithProviders(<MaintenancePage status={maintenance('Back soon', 'not a date')} />);

    expect(screen.getByText('Back soon')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText(/Expected to end/)).not.toBeInTheDocument();
    await screen.findByRole('button', { name: /^Demo/ });
  });
});
