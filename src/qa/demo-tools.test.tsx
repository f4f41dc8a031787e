import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import { BrandProvider } from '#src/shared/brand-context.tsx';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { DemoTools } from './demo-tools.tsx';

describe('DemoTools', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the current brand and scenario while collapsed', () => {
    window.history.replaceState(null, '', '/?scenario=maintenance');
    renderWithProviders(<DemoTools />);

    const toggle = screen.getByRole('button', {
      name: `Demo · ${brands.demo!.app.name} · Maintenance`,
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('switches brand and scenario by reloading with the URL parameter', async () => {
    renderWithProviders(<DemoTools />);
    await userEvent.click(screen.getByRole('button', { name: /^Demo/ }));

    const brandLinks = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('?brand='));
    expect(brandLinks.map((link) => link.getAttribute('href'))).toEqual(
      Object.keys(brands).map((id) => `?brand=${id}`),
    );
    const current = brandLinks.filter((link) => link.getAttribute('aria-current') === 'true');
    expect(current).toEqual([screen.getByRole('link', { name: brands.demo!.app.name })]);

    expect(screen.getByRole('link', { name: 'Normal' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Maintenance' })).toHaveAttribute(
      'href',
      '?scenario=maintenance',
    );
    expect(screen.getByRole('link', { name: 'Restricted (IP or region)' })).toHaveAttribute(
      'href',
      '?scenario=restricted',
    );
    expect(screen.getByRole('link', { name: 'Slow network' })).toHaveAttribute(
      'href',
      '?scenario=slow',
    );
    expect(screen.getByRole('link', { name: 'Intermittent errors' })).toHaveAttribute(
      'href',
      '?scenario=flaky',
    );
    expect(screen.getByTestId('qa-machines')).toHaveAttribute('href', '/qa/machines');
    expect(screen.getByRole('link', { name: 'Brand studio (QA)' })).toHaveAttribute(
      'href',
      '/qa/brand',
    );
    expect(screen.getByTestId('qa-brand')).toHaveAttribute('href', '/qa/brand');
  });

  it("shows no panel in the brand studio's preview, whose links would leave the draft", () => {
    const brand = { ...brands.demo!, app: { ...brands.demo!.app, id: 'demo-copy' } };
    renderWithProviders(
      <BrandProvider value={{ brand, source: 'draft' }}>
        <DemoTools />
      </BrandProvider>,
    );
    expect(screen.getByRole('complementary', { name: 'Demo tools' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is keyboard operable and closes with Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DemoTools />, { language: 'vi' });

    await user.tab();
    const toggle = screen.getByRole('button', { name: /^Demo/ });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Máy trạng thái (QA)' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
