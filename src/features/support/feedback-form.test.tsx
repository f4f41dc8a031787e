import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { FeedbackPage } from './feedback-page.tsx';

const mock = await mockPlatform();

async function renderPage() {
  renderWithProviders(<FeedbackPage />, {
    session: true,
    token: await mock.platform.issueSession('demo01'),
    language: 'en',
  });
  await screen.findByText('You have not sent any feedback yet.');
}

describe('FeedbackPage', () => {
  it('refuses 141 characters at the field, keeping them; sends 140 with a screenshot and lists it', async () => {
    const user = userEvent.setup();
    await renderPage();
    const content = screen.getByLabelText('Your feedback');
    fireEvent.change(content, { target: { value: 'x'.repeat(141) } });
    expect(screen.getByTestId('feedback-counter')).toHaveTextContent('141/140');
    expect(content).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(content).toHaveValue('x'.repeat(141));
    expect(mock.platform.db.feedback.all()).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Question type'), 'game');
    fireEvent.change(content, { target: { value: 'y'.repeat(140) } });
    expect(screen.queryByText('At most 140 characters')).toBeNull();
    const shot = new File(['x'], 'shot.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Screenshots (optional)'), {
      target: { files: [shot] },
    });
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    const item = await screen.findByTestId('feedback-item');
    expect(item).toHaveTextContent('y'.repeat(140));
    expect(within(item).getByText(/^Game · /)).toBeInTheDocument();
    expect(item).toHaveTextContent('Attached: shot.png');
    expect(item).toHaveTextContent('Awaiting a reply');
    expect(content).toHaveValue('');
  });

  it('asks for content instead of sending an empty feedback', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByTestId('feedback-content-error')).toHaveTextContent('Write your feedback');
    expect(mock.platform.db.feedback.all()).toHaveLength(0);
  });
});
