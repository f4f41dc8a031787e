import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { brands } from '#brands/index.ts';
import { BrandProvider } from '#src/shared/brand-context.tsx';
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
  it("shows the brand's mark and wordmark at once, before any message is loaded", () => {
    const lotus = brands.lotus;
    if (!lotus) throw new Error('the lotus brand is missing');
    render(
      <BrandProvider value={{ brand: lotus, source: 'query' }}>
        <Splash />
      </BrandProvider>,
    );
    const splash = screen.getByRole('status', { busy: true });
    expect(splash).toHaveTextContent(lotus.app.theme.logo.wordmark);
    expect(splash).toHaveTextContent(lotus.app.theme.logo.mark);
  });

  it('is a busy status without visible text outside a brand, named only when given a label', () => {
    render(<Splash />);
    const splash = screen.getByRole('status', { busy: true });
    expect(splash.textContent).toBe('');
    expect(splash).not.toHaveAccessibleName();

    cleanup();
    render(<Splash label="Loading" />);
    expect(screen.getByRole('status', { busy: true, name: 'Loading' })).toBeInTheDocument();
  });
});
