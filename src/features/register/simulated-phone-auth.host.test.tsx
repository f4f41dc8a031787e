import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import { useSession } from '#src/shared/session.tsx';
import { BrandProvider } from '#src/shared/brand-context.tsx';
import { mockPlatform, renderWithProviders, solveSlider } from '#src/app/test-utils.tsx';
import { RegisterForm } from './register-form.tsx';
import { usePhoneAuthProvider } from './simulated-phone-auth.host.tsx';

const lotus = brands.lotus;
if (!lotus) throw new Error('brands/ has no lotus brand');
const mock = await mockPlatform(lotus);

function SessionProbe() {
  const { status, member } = useSession();
  return <output data-testid="session" data-status={status} data-account={member?.account ?? ''} />;
}

/** The register page's form of `brand`, for a visitor, with the app's session. */
async function renderForm(brand = lotus, language = 'en') {
  renderWithProviders(
    <>
      <RegisterForm layout="page" />
      <SessionProbe />
    </>,
    { brand, language, session: true },
  );
  await screen.findByTestId('register-submit');
  return userEvent.setup();
}

/** Fills the lotus form (mobile registration) and submits it. */
async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(document.querySelector('#root_mobileNum') as HTMLElement, '933445566');
  await user.type(document.querySelector('#root_password') as HTMLElement, 'lotus2026');
  await user.type(document.querySelector('#root_confirmPassword') as HTMLElement, 'lotus2026');
  await user.click(document.querySelector('#root_ageConfirm') as HTMLElement);
  await user.click(screen.getByTestId('register-submit'));
}

const findProvider = () =>
  screen.findByRole(
    'dialog',
    { name: 'Phone verification (simulated provider)' },
    { timeout: 4000 },
  );

describe('external phone verification in the registration form (lotus)', () => {
  it("hides the platform's SMS code field", async () => {
    await renderForm();
    expect(document.querySelector('#root_mobileNum')).not.toBeNull();
    expect(document.querySelector('#root_verificationCode')).toBeNull();
    expect(screen.queryByTestId('sms-send')).toBeNull();
  });

  it('keeps the SMS code field for a brand without the switch', async () => {
    // The same platform rules (mobile registration with SMS), the demo brand's front end.
    await renderForm(brands.demo);
    expect(document.querySelector('#root_verificationCode')).not.toBeNull();
    expect(screen.getByTestId('sms-send')).toBeInTheDocument();
  });

  it('registers after the slider and the simulated provider: the member is logged in', async () => {
    const user = await renderForm();
    await fillAndSubmit(user);
    await solveSlider(mock);
    const provider = await findProvider();
    expect(provider).toHaveTextContent('+84 933445566');
    await waitFor(() => expect(mock.platform.inbox.latest()?.to).toBe('+84933445566'));
    await user.type(
      within(provider).getByLabelText('Verification code'),
      mock.platform.inbox.latest()?.code ?? '',
    );
    await user.click(within(provider).getByRole('button', { name: 'Verify' }));

    const success = await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    expect(success).toHaveTextContent('Registration successful. Welcome, m33445566!');
    await waitFor(() =>
      expect(screen.getByTestId('session')).toHaveAttribute('data-status', 'loggedIn'),
    );
    expect(screen.getByTestId('session')).toHaveAttribute('data-account', 'm33445566');
  });

  it('shows the Vietnamese "window closed" text when the provider is cancelled, keeping the input', async () => {
    const user = await renderForm(lotus, 'vi');
    await fillAndSubmit(user);
    await solveSlider(mock);
    const provider = await screen.findByRole(
      'dialog',
      { name: 'Xác minh số điện thoại (nhà cung cấp mô phỏng)' },
      { timeout: 4000 },
    );
    await user.click(within(provider).getByRole('button', { name: 'Hủy' }));
    expect(
      await screen.findByText('Cửa sổ xác minh đã bị đóng, đăng nhập thất bại, vui lòng thử lại'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('#root_mobileNum')).toHaveValue('933445566');
    expect(document.querySelector('#root_password')).toHaveValue('lotus2026');
    expect(screen.getByTestId('session')).toHaveAttribute('data-status', 'loggedOut');
  });
});

describe('usePhoneAuthProvider', () => {
  const wrapper = (brand = lotus) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <BrandProvider value={{ brand, source: 'build-default' }}>{children}</BrandProvider>;
    };

  it("follows the brand's externalPhoneAuth switch (demo builds)", () => {
    expect(
      renderHook(usePhoneAuthProvider, { wrapper: wrapper(lotus) }).result.current.enabled,
    ).toBe(true);
    expect(
      renderHook(usePhoneAuthProvider, { wrapper: wrapper(brands.demo) }).result.current.enabled,
    ).toBe(false);
  });

  it("refuses to verify for a brand without it: 'operation not allowed'", async () => {
    const { result } = renderHook(usePhoneAuthProvider, { wrapper: wrapper(brands.demo) });
    let error: unknown;
    await act(() =>
      result.current.verifyPhone({ mobile: '0933445566', dialCode: '+84' }).catch((reason) => {
        error = reason;
      }),
    );
    expect(error).toMatchObject({ code: 'auth/operation-not-allowed' });
    expect(result.current.dialog).toBeFalsy();
  });
});
