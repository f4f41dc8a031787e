import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Modal } from '#src/ui/modal.tsx';
import { mockPlatform, renderWithProviders } from '../test-utils.tsx';
import { useOpenHelp } from '#src/shared/open-help.ts';

await mockPlatform();

/** A popup with a link to the rules, as the login popup's register form has. */
function PopupWithRulesLink() {
  const openHelp = useOpenHelp();
  return (
    <Modal title="Register" onClose={() => {}}>
      <input aria-label="Username" defaultValue="" />
      <button type="button" onClick={() => openHelp('rules')}>
        Rules
      </button>
    </Modal>
  );
}

describe('HelpDialogProvider', () => {
  it('opens the help centre at an article over a popup; Escape closes only the help', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PopupWithRulesLink />, { route: '/register' });
    const popup = screen.getByRole('dialog', { name: 'Register' });
    await user.type(within(popup).getByRole('textbox', { name: 'Username' }), 'owlreader');
    await user.click(within(popup).getByRole('button', { name: 'Rules' }));

    const help = await screen.findByRole('dialog', { name: 'Help centre' });
    await within(help).findByRole('tab', { name: 'Terms and rules', selected: true });
    expect(help.querySelector('#help-article-rules')).toHaveAttribute('open');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Help centre' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('owlreader');
    expect(screen.getByRole('button', { name: 'Rules' })).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/register$/);
  });

  it('opens in the interface language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PopupWithRulesLink />, { language: 'vi' });
    await user.click(screen.getByRole('button', { name: 'Rules' }));
    const help = await screen.findByRole('dialog', { name: 'Trung tâm trợ giúp' });
    expect(
      await within(help).findByRole('tab', { name: 'Điều khoản và quy định', selected: true }),
    ).toBeInTheDocument();
  });
});
