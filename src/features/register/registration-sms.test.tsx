import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import { mockPlatform, solveSlider } from '#src/app/test-utils.tsx';
import { renderAuth } from '#src/features/auth/test-utils.tsx';
import { RegisterPage } from './register-page.tsx';

// The demo brand registers by mobile with the platform's own SMS code.
const demo = brands.demo!;
const mock = await mockPlatform(demo);

const mobileInput = () => document.getElementById('root_mobileNum') as HTMLInputElement;

async function openMobileTab() {
  const user = userEvent.setup();
  await renderAuth(<RegisterPage />, { brand: demo, route: '/register' });
  await user.click(await screen.findByTestId('register-tab-mobile'));
  await user.type(mobileInput(), '933445566');
  return user;
}

describe('registration SMS code (demo brand, mobile tab)', () => {
  it('runs the slider before it sends, then counts down; the form keeps the number', async () => {
    const user = await openMobileTab();
    await user.click(screen.getByTestId('sms-send'));
    expect(mock.platform.inbox.entries()).toEqual([]);
    await solveSlider(mock);
    expect(await screen.findByText('Code sent (60s)')).toBe(screen.getByTestId('sms-send'));
    expect(mock.platform.inbox.latest()).toMatchObject({
      to: '+84 933445566',
      purpose: 'register',
    });
    expect(screen.queryByTestId('slider-puzzle')).toBeNull();
    expect(mobileInput()).toHaveValue('933445566');
  });

  it('sends nothing when the player closes the slider', async () => {
    const user = await openMobileTab();
    await user.click(screen.getByTestId('sms-send'));
    const puzzle = await screen.findByRole('dialog', { name: 'Security check' });
    await user.click(within(puzzle).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('slider-puzzle')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('sms-send')).toHaveTextContent('Send code');
    expect(mock.platform.inbox.entries()).toEqual([]);
    expect(mobileInput()).toHaveValue('933445566');
  });
});
