import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { mockPlatform, solveSlider } from '#src/app/test-utils.tsx';
import { expectLoggedIn, fieldMessage, findModal, renderAuth } from './test-utils.tsx';

const mock = await mockPlatform();

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('login popup: SMS', () => {
  it('logs mobile01 in with the code from the demo inbox', async () => {
    const user = userEvent.setup();
    await renderAuth(null, { open: 'login', openOptions: { tab: 'sms' } });
    await findModal('Log in');
    expect(screen.getByTestId('login-tab-sms')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Country dial code' })).toHaveValue('+84');

    await user.type(screen.getByTestId('login-mobile'), '0912345678');
    await user.click(screen.getByTestId('sms-send'));
    // The slider comes first, over the login popup; the login form keeps what was typed.
    await solveSlider(mock);
    expect(await screen.findByText('Code sent (60s)')).toBe(screen.getByTestId('sms-send'));
    expect(screen.queryByTestId('slider-puzzle')).toBeNull();
    expect(screen.getByTestId('login-mobile')).toHaveValue('0912345678');
    const sms = mock.platform.inbox.latest('+84 0912345678');
    expect(sms?.purpose).toBe('login');

    await user.type(screen.getByTestId('login-sms-code'), sms?.code ?? '');
    await user.click(screen.getByRole('checkbox', { name: 'Remember password' }));
    await user.click(screen.getByTestId('login-submit'));
    await expectLoggedIn('mobile01');
    // Remember-me keeps the number and dial code, never the code.
    expect(Cookies.get('mobileNum')).toBe('0912345678');
    expect(Cookies.get('countryDialingCode')).toBe('+84');
  });

  it('switches tabs without losing what was typed, and checks the mobile rule', async () => {
    const user = userEvent.setup();
    await renderAuth(null, { open: 'login' });
    await findModal('Log in');
    await user.type(screen.getByTestId('login-username'), 'demo01');
    await user.click(screen.getByTestId('login-tab-sms'));
    await user.type(screen.getByTestId('login-mobile'), '12');
    await user.click(screen.getByTestId('login-submit'));
    expect(fieldMessage(screen.getByTestId('login-mobile'))).toBe(
      'Please enter a valid mobile number',
    );
    expect(fieldMessage(screen.getByTestId('login-sms-code'))).toBe('Verification code not empty');
    // The send button refuses the number too, without a call.
    await user.click(screen.getByTestId('sms-send'));
    expect(mock.platform.inbox.entries()).toHaveLength(0);

    await user.click(screen.getByTestId('login-tab-username'));
    expect(screen.getByTestId('login-username')).toHaveValue('demo01');
    await user.click(screen.getByTestId('login-tab-sms'));
    expect(screen.getByTestId('login-mobile')).toHaveValue('12');
  });

  it('refuses a wrong code with the server message', async () => {
    const user = userEvent.setup();
    await renderAuth(null, { open: 'login', openOptions: { tab: 'sms' } });
    await findModal('Log in');
    await user.type(screen.getByTestId('login-mobile'), '0912345678');
    await user.type(screen.getByTestId('login-sms-code'), '000000');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter a valid verification code')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByTestId('login-sms-code')).toHaveValue('000000');
  });
});
