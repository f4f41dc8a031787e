import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { LoadFailed } from './load-failed.tsx';
import { Splash } from './splash.tsx';

describe('LoadFailed', () => {
  it("shows the spec's network message and retries", async () => {
    const onRetry = vi.fn();
    renderWithProviders(<LoadFailed onRetry={onRetry} />);

    expect(
      screen.getByRole('heading', { name: 'Network link is abnormal, please try again' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await screen.findByRole('button', { name: /^Demo/ });
  });
});

describe('Splash', () => {
  it('is a busy status without visible text, named only when given a label', () => {
    render(<Splash />);
    const splash = screen.getByRole('status', { busy: true });
    expect(splash.textContent).toBe('');
    expect(splash).not.toHaveAccessibleName();

    cleanup();
    render(<Splash label="Loading" />);
    expect(screen.getByRole('status', { busy: true, name: 'Loading' })).toBeInTheDocument();
  });
});
