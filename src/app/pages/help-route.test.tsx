import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { HelpRoute } from './help-route.tsx';

await mockPlatform();

describe('HelpRoute', () => {
  it('shows the home page with the help centre over it', async () => {
    renderWithProviders(<HelpRoute />, { route: '/help', session: true });
    expect(await screen.findByRole('dialog', { name: 'Help centre' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Casino', hidden: true })).toBeInTheDocument();
    await screen.findAllByRole('tab');
  });
});
