import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { HelpCentrePage } from './help-centre-page.tsx';

await mockPlatform();

describe('HelpCentrePage', () => {
  it('opens the deep-linked article in its category', async () => {
    renderWithProviders(<HelpCentrePage />, { route: '/helpmc#withdrawal', language: 'en' });
    const article = await screen.findByText('How to withdraw', { selector: 'summary' });
    expect(article.closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Deposit and withdrawal');
  });

  it('searches every article and opens a result by its deep link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpCentrePage />, { route: '/helpmc', language: 'en' });
    await screen.findByRole('tab', { selected: true });
    await user.type(screen.getByRole('searchbox', { name: 'Search the help centre' }), 'password');
    const results = screen.getAllByTestId('help-result');
    expect(results.length).toBeGreaterThan(0);
    await user.click(within(results[0]!).getByRole('link'));
    const open = document.querySelector('details[open]');
    expect(open).not.toBeNull();
    expect(screen.queryAllByTestId('help-result')).toHaveLength(0);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpCentrePage />, { route: '/helpmc', language: 'en' });
    await screen.findByRole('tab', { selected: true });
    await user.type(screen.getByRole('searchbox'), 'zzzz');
    expect(screen.getByText(/No answer for “zzzz”/)).toBeInTheDocument();
  });
});
