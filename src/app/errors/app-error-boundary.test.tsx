import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { AppErrorBoundary } from './app-error-boundary.tsx';

function Broken(): never {
  throw new Error('provider failed');
}

describe('AppErrorBoundary', () => {
  it('renders its children while nothing fails', () => {
    renderWithProviders(
      <AppErrorBoundary>
        <p>all good</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('all good')).toBeInTheDocument();
  });

  it('replaces a failed tree with a message, a reload and a way home', () => {
    // React reports errors caught by a boundary with console.error; this one is expected.
    const consoleError = vi.mocked(console.error).mockImplementation(() => {});
    renderWithProviders(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Unknown error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockClear();
  });
});
