import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { useAlert, useConfirm } from './alerts.tsx';

const results: string[] = [];

function Buttons() {
  const alert = useAlert();
  const confirm = useConfirm();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          void alert({ message: 'First' }).then(() => results.push('first done'));
          void alert({ message: 'Second', tone: 'success', confirmLabel: 'OK' }).then(() =>
            results.push('second done'),
          );
        }}
      >
        Two alerts
      </button>
      <button
        type="button"
        onClick={() =>
          void confirm({ message: 'Sure?', confirmTestId: 'yes' }).then((ok) =>
            results.push(`confirmed ${ok}`),
          )
        }
      >
        Ask
      </button>
    </>
  );
}

describe('Alerts', () => {
  it('shows alerts one at a time, in order, with the translated default label', async () => {
    const user = userEvent.setup();
    results.length = 0;
    renderWithProviders(<Buttons />);
    await user.click(screen.getByRole('button', { name: 'Two alerts' }));
    const first = await screen.findByRole('alertdialog');
    expect(first).toHaveAccessibleName('First');
    expect(first).toHaveAttribute('aria-modal', 'true');
    const confirmButton = within(first).getByRole('button', { name: 'Confirm' });
    expect(confirmButton).toHaveFocus();
    await user.click(confirmButton);
    expect(results).toEqual(['first done']);

    const second = screen.getByRole('alertdialog');
    expect(second).toHaveAccessibleName('Second');
    expect(second).toHaveAttribute('data-tone', 'success');
    await user.keyboard('{Escape}');
    expect(results).toEqual(['first done', 'second done']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('answers a confirmation: true on confirm, false on cancel or Escape', async () => {
    const user = userEvent.setup();
    results.length = 0;
    renderWithProviders(<Buttons />, { language: 'vi' });
    const ask = screen.getByRole('button', { name: 'Ask' });
    await user.click(ask);
    await user.click(screen.getByTestId('yes'));
    await user.click(ask);
    await user.click(screen.getByRole('button', { name: 'Hủy' }));
    await user.click(ask);
    await user.keyboard('{Escape}');
    expect(results).toEqual(['confirmed true', 'confirmed false', 'confirmed false']);
    expect(ask).toHaveFocus();
  });
});
