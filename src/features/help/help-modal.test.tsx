import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { HelpModal } from './help-modal.tsx';

const mock = await mockPlatform();

declare global {
  interface Window {
    helpScriptRan?: boolean;
    helpClickRan?: boolean;
  }
}

async function openHelp(route = '/help') {
  renderWithProviders(<HelpModal />, { route });
  const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
  await within(dialog).findAllByRole('tab');
  return dialog;
}

describe('HelpModal', () => {
  it('is a modal dialog with the categories as tabs', async () => {
    const dialog = await openHelp();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[0]?.id);
  });

  it('opens the rules article for /help#rules', async () => {
    const dialog = await openHelp('/help#rules');
    expect(within(dialog).getByRole('tab', { name: 'Terms and rules' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const rules = dialog.querySelector('#help-article-rules');
    expect(rules).toHaveAttribute('open');
    expect(dialog.querySelector('#help-article-privacy')).not.toHaveAttribute('open');
    await waitFor(() => expect(rules?.querySelector('summary')).toHaveFocus());
  });

  it('switches category with the arrow keys', async () => {
    const user = userEvent.setup();
    const dialog = await openHelp();
    const [first, second] = within(dialog).getAllByRole('tab');
    await user.click(first!);
    await user.keyboard('{ArrowRight}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveFocus();
  });

  it('sanitises article HTML: no script, no inline handlers', async () => {
    const user = userEvent.setup();
    await mock.platform.db.helpArticles.create({
      id: 'unsafe',
      title: 'Unsafe article',
      content:
        '<p>Safe text</p><script>window.helpScriptRan = true</script><a href="/promotions" onclick="window.helpClickRan = true">Promo</a><img src="x" onerror="window.helpScriptRan = true">',
      lang: 'en',
      categoryId: 'unsafe',
      categoryTitle: 'Unsafe',
      categoryOrder: 99,
      order: 0,
    });
    const dialog = await openHelp('/help#unsafe');
    const article = dialog.querySelector('#help-article-unsafe')!;
    expect(within(article as HTMLElement).getByText('Safe text')).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onclick], [onerror]')).toBeNull();

    await user.click(within(article as HTMLElement).getByRole('link', { name: 'Promo' }));
    expect(window.helpScriptRan).toBeUndefined();
    expect(window.helpClickRan).toBeUndefined();
  });

  it('goes home when closed with the close button', async () => {
    const user = userEvent.setup();
    const dialog = await openHelp();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('goes home when closed with Escape', async () => {
    const user = userEvent.setup();
    await openHelp();
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    const dialog = await openHelp();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    await user.tab({ shift: true });
    // The last article's title: links inside folded articles are out of reach.
    const summaries = dialog.querySelectorAll('summary');
    expect(summaries[summaries.length - 1]).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('shows the articles in the interface language', async () => {
    renderWithProviders(<HelpModal />, { route: '/help', language: 'vi' });
    const dialog = await screen.findByRole('dialog', { name: 'Trung tâm trợ giúp' });
    expect(
      await within(dialog).findByRole('tab', { name: 'Điều khoản và quy định' }),
    ).toBeInTheDocument();
  });
});
