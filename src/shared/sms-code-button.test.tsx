import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SmsRequest } from '#machines/sms-countdown/machine.ts';
import type { MessageRef } from '#machines/validation.ts';
import { smsLoginCode } from '#src/api/session.ts';
import { sliderTicket } from '#mock-server/testing/calls.ts';
import { mockPlatform, renderWithProviders, settle, solveSlider } from '#src/app/test-utils.tsx';
import { SOLVED_PAUSE_MS } from '#src/ui/slider-puzzle/use-slider-puzzle.ts';
import { SmsCodeButton } from './sms-code-button.tsx';

const mock = await mockPlatform();

const toWire = ({ mobile, dialCode, botCheck }: SmsRequest) =>
  smsLoginCode({ mobileNum: mobile, countryDialingCode: dialCode, botTicket: botCheck?.ticket });

function Harness({
  mobile = '0912345678',
  dialCode = '+84',
  request = toWire,
}: {
  mobile?: string;
  dialCode?: string;
  request?: typeof toWire;
}) {
  const [error, setError] = useState<MessageRef | null>(null);
  return (
    <>
      <SmsCodeButton
        request={request}
        mobile={mobile}
        dialCode={dialCode}
        onNumberError={setError}
      />
      <output data-testid="number-error">{error?.id ?? ''}</output>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

/** One second of the countdown on the fake clock. */
const tick = () => act(() => vi.advanceTimersByTimeAsync(1000));

describe('SmsCodeButton', () => {
  it('sends a code, counts down a minute a second at a time, then offers a new send', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const request = vi.fn(toWire);
    renderWithProviders(<Harness request={request} />);
    const button = screen.getByTestId('sms-send');
    expect(button).toHaveTextContent('Send code');

    act(() => button.click());
    expect(button).toHaveTextContent('Sending…');
    // The slider comes first (spec section 3); its ticket goes with the request.
    await solveSlider(mock);
    await act(() => vi.advanceTimersByTimeAsync(SOLVED_PAUSE_MS));
    expect(screen.queryByTestId('slider-puzzle')).toBeNull();
    await settle(() => button.textContent !== 'Sending…');
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ botCheck: { ticket: expect.any(String) } }),
    );
    expect(button).toHaveTextContent('Code sent (60s)');
    expect(mock.platform.inbox.latest()).toMatchObject({
      to: '+84 0912345678',
      purpose: 'login',
    });
    expect(screen.getByText('Verification code sent')).toHaveAttribute('role', 'status');

    // Presses during the countdown are ignored.
    act(() => button.click());
    await tick();
    expect(button).toHaveTextContent('Code sent (59s)');
    expect(request).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');

    for (let second = 0; second < 59; second += 1) await tick();
    expect(button).toHaveTextContent('Send code');
    expect(button).toHaveAttribute('aria-disabled', 'false');
  });

  it('refuses a malformed number without a call and reports it for the field', async () => {
    const user = userEvent.setup();
    const request = vi.fn(toWire);
    renderWithProviders(<Harness mobile="12" request={request} />);
    await user.click(screen.getByTestId('sms-send'));
    expect(screen.getByTestId('number-error')).toHaveTextContent('validation.mobileInvalid');
    expect(request).not.toHaveBeenCalled();
  });

  it('sends nothing when the player closes the slider, and can send again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const request = vi.fn(toWire);
    renderWithProviders(<Harness request={request} />);
    const button = screen.getByTestId('sms-send');
    act(() => button.click());
    await settle(() => screen.queryByTestId('slider-puzzle') !== null, 'the slider');
    const puzzle = screen.getByRole('dialog', { name: 'Security check' });
    act(() => within(puzzle).getByRole('button', { name: 'Close' }).click());
    await settle(() => button.textContent === 'Send code', 'the button back');
    expect(screen.queryByTestId('slider-puzzle')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(request).not.toHaveBeenCalled();

    // A second press after the send throttle (1 s) opens a new puzzle.
    await tick();
    act(() => button.click());
    await solveSlider(mock);
    await act(() => vi.advanceTimersByTimeAsync(SOLVED_PAUSE_MS));
    await settle(() => button.textContent === 'Code sent (60s)', 'the countdown');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('shows the server message in a warning dialog, then can send again', async () => {
    const user = userEvent.setup();
    // A code already went to this number: the platform asks to wait.
    const botTicket = await sliderTicket(mock.platform);
    await smsLoginCode({ mobileNum: '0912345678', countryDialingCode: '+84', botTicket });
    renderWithProviders(<Harness />);
    await user.click(screen.getByTestId('sms-send'));
    await solveSlider(mock);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(/A code was already sent, please wait \d+ seconds/);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('sms-send')).toHaveTextContent('Send code');
    expect(screen.getByTestId('sms-send')).toHaveAttribute('aria-disabled', 'false');
  });

  it('shows the network message when the platform cannot be reached', async () => {
    const user = userEvent.setup();
    const request = () => Promise.reject({ kind: 'network', status: 0, serverMessage: null });
    renderWithProviders(<Harness request={request} />);
    await user.click(screen.getByTestId('sms-send'));
    await solveSlider(mock);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Network link is abnormal, please try again',
    );
  });
});
