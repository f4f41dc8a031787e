import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { brands } from '#brands/index.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { SimulatedPhoneAuth } from './simulated-phone-auth.tsx';
import { toE164 } from './simulated-phone-auth.api.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const clock = createManualClock(NOW);
const brand = brands.lotus;
if (!brand) throw new Error('brands/ has no lotus brand');
const mock = await setupMockServer({ brand, clock });
beforeAll(() => mock.listen());
afterEach(async () => {
  clock.set(NOW);
  await mock.reset();
});
afterAll(() => mock.close());

const PHONE = { mobile: '0933445566', dialCode: '+84' };

/** Opens the provider for `phone`; resolves once it has texted its code (or failed to). */
async function openProvider(phone = PHONE) {
  const onVerified = vi.fn();
  const onFailed = vi.fn();
  renderWithProviders(
    <SimulatedPhoneAuth phone={phone} onVerified={onVerified} onFailed={onFailed} />,
    { brand },
  );
  const dialog = await screen.findByRole('dialog', {
    name: 'Phone verification (simulated provider)',
  });
  await waitFor(() =>
    expect(
      onFailed.mock.calls.length > 0 ||
        dialog.querySelector('[data-testid="phone-provider"]')?.getAttribute('aria-busy') ===
          'false',
    ).toBe(true),
  );
  return { dialog, onVerified, onFailed, user: userEvent.setup() };
}

const inboxCode = () => mock.platform.inbox.latest()?.code ?? '';

describe('SimulatedPhoneAuth', () => {
  it('texts a 6-digit code to the number and trades the right code for a token', async () => {
    const { dialog, onVerified, onFailed, user } = await openProvider();
    expect(dialog).toHaveTextContent('We sent a 6-digit code to +84 0933445566.');
    expect(mock.platform.inbox.entries()).toEqual([
      expect.objectContaining({ to: '+84933445566', code: expect.stringMatching(/^\d{6}$/) }),
    ]);
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
    await user.type(screen.getByLabelText('Verification code'), inboxCode());
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(onVerified).toHaveBeenCalledWith({
        idToken: expect.stringMatching(/^sim-phone:[A-Za-z0-9]{32}$/),
      }),
    );
    expect(onFailed).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a wrong code',
      (code: string) => (code === '000000' ? '111111' : '000000'),
      'auth/invalid-verification-code',
    ],
    ['no code', () => '', 'auth/missing-verification-code'],
  ])('answers %s with the provider code', async (_, typed, expected) => {
    const { onVerified, onFailed, user } = await openProvider();
    const code = typed(inboxCode());
    if (code) await user.type(screen.getByLabelText('Verification code'), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(expected));
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('refuses the code once 5 minutes have passed', async () => {
    const { onFailed, user } = await openProvider();
    await user.type(screen.getByLabelText('Verification code'), inboxCode());
    clock.advance(5 * 60 * 1000);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith('auth/code-expired'));
  });

  it('sends a new code on request; the 6th in an hour is too many', async () => {
    const { onFailed, user } = await openProvider();
    const resend = screen.getByRole('button', { name: 'Send a new code' });
    for (let sent = 2; sent <= 5; sent += 1) {
      await user.click(resend);
      await waitFor(() => expect(mock.platform.inbox.entries()).toHaveLength(sent));
      await waitFor(() => expect(resend).toHaveAttribute('aria-disabled', 'false'));
    }
    expect(onFailed).not.toHaveBeenCalled();
    await user.click(resend);
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith('auth/too-many-requests'));
  });

  it('verifies with the newest code after a resend', async () => {
    const { onVerified, user } = await openProvider();
    await user.type(screen.getByLabelText('Verification code'), '12');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(mock.platform.inbox.entries()).toHaveLength(2));
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Verification code')).toHaveFocus());
    await user.type(screen.getByLabelText('Verification code'), inboxCode());
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
  });

  it.each([
    [
      'Cancel',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Cancel' })),
    ],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('reports %s as a closed window, once', async (_, close) => {
    const { onVerified, onFailed, user } = await openProvider();
    await close(user);
    expect(onFailed).toHaveBeenCalledWith('auth/popup-closed-by-user');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(onVerified).not.toHaveBeenCalled();
  });

  it.each([
    ['no number', { mobile: '', dialCode: '+84' }, 'auth/missing-phone-number'],
    [
      'a number without dial code',
      { mobile: '0933445566', dialCode: '' },
      'auth/invalid-phone-number',
    ],
  ])('refuses %s without texting anything', async (_, phone, expected) => {
    const { onFailed } = await openProvider(phone);
    expect(onFailed).toHaveBeenCalledWith(expected);
    expect(mock.platform.inbox.entries()).toEqual([]);
  });
});

describe('toE164', () => {
  it('joins the dial code and the national number without its leading zero', () => {
    expect(toE164('+84', '0933 445-566')).toBe('+84933445566');
    expect(toE164('84', '933445566')).toBe('+84933445566');
    expect(toE164('+84', '')).toBe('');
    expect(toE164('', '0933445566')).toBe('933445566');
  });
});
