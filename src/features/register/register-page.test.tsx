import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import { mockPlatform, solveSlider } from '#src/app/test-utils.tsx';
import { expectLoggedIn, renderAuth } from '#src/features/auth/test-utils.tsx';
import { RegisterPage } from './register-page.tsx';

const nightowl = brands.nightowl!;
const mock = await mockPlatform(nightowl);

const input = (field: string) => document.getElementById(`root_${field}`) as HTMLInputElement;
const errorOf = (field: string) => document.getElementById(`root_${field}__error`)?.textContent;
const type = (field: string, value: string) =>
  fireEvent.change(input(field), { target: { value } });

async function openPage(route = '/register') {
  await renderAuth(<RegisterPage />, { brand: nightowl, route });
  await screen.findByTestId('register-submit');
}

function fillValidForm(username: string) {
  type('username', username);
  type('password', 'Secret123');
  type('confirmPassword', 'Secret123');
  type('email', `${username}@example.com`);
  type('captcha', mock.platform.peekCaptcha() ?? '');
  fireEvent.click(input('ageConfirm'));
}

describe('RegisterPage (nightowl rules)', () => {
  it('builds the form from the platform rules: title, heading, fields, no mobile tab', async () => {
    await openPage();
    expect(screen.getByText('Sign up now and get a $10 new-member bonus')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Create account' })).toBeInTheDocument();
    for (const field of ['username', 'password', 'confirmPassword', 'email', 'captcha']) {
      expect(input(field)).toBeInTheDocument();
    }
    expect(input('email')).toHaveAttribute('placeholder', 'E-mail *');
    expect(input('terms')).toBeChecked();
    expect(input('ageConfirm')).not.toBeChecked();
    expect(screen.queryByTestId('register-tab-mobile')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back home' })).toHaveAttribute('href', '/');
  });

  it('shows the first message under each failing field and keeps the input', async () => {
    await openPage();
    await waitFor(() => expect(mock.platform.peekCaptcha()).toBeDefined());
    type('username', 'ab');
    type('password', 'Secret123');
    type('confirmPassword', 'Secret124');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() =>
      expect(errorOf('username')).toBe(
        '6-16 characters, starting with a letter, letters and digits only',
      ),
    );
    expect(errorOf('email')).toBe('E-mail cannot be empty');
    expect(errorOf('password')).toBe('');
    expect(errorOf('confirmPassword')).toBe('The two passwords you entered do not match');
    expect(errorOf('ageConfirm')).toBe('Please confirm that you are 18 or older');
    expect(input('username')).toHaveValue('ab');
    expect(input('username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('slider-puzzle')).toBeNull();
  });

  it('registers with the invitation code and referral code of the URL, then logs in', async () => {
    await openPage('/register?affiliateCode=AGENT01&referralCode=FRIEND1');
    await waitFor(() => expect(input('affiliateCode')).toBeNull());
    await waitFor(() => expect(mock.platform.peekCaptcha()).toBeDefined());
    fillValidForm('owlnew01');
    fireEvent.click(screen.getByTestId('register-submit'));
    await solveSlider(mock);

    const success = await screen.findByRole('alertdialog');
    expect(success).toHaveTextContent('Registration successful. Welcome, owlnew01!');
    await expectLoggedIn('owlnew01');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);

    const member = mock.platform.db.members.findFirst((q) => q.where({ account: 'owlnew01' }));
    const agent = mock.platform.db.members.findFirst((q) => q.where({ account: 'agent01' }));
    expect(member?.registration?.referralCode).toBe('FRIEND1');
    expect(member?.uplineId).toBe(agent?.id);
    fireEvent.click(within(success).getByRole('button', { name: 'Confirm' }));
  });

  it('shows a taken username at its field and keeps the rest', async () => {
    await openPage();
    await waitFor(() => expect(mock.platform.peekCaptcha()).toBeDefined());
    fillValidForm('demo01');
    fireEvent.click(screen.getByTestId('register-submit'));
    await solveSlider(mock);
    await waitFor(() => expect(errorOf('username')).toBe('This username is already taken'));
    expect(input('email')).toHaveValue('demo01@example.com');
    expect(input('password')).toHaveValue('Secret123');
  });

  it('opens the rules over the form from the terms link and keeps what was typed', async () => {
    const user = userEvent.setup();
    await openPage();
    type('username', 'owlreader');
    const terms = screen.getByRole('link', { name: 'terms and rules' });
    // A real address for a new tab or a copied link; a plain click stays on the page.
    expect(terms).toHaveAttribute('href', '/help#rules');
    await user.click(terms);

    const help = await screen.findByRole('dialog', { name: 'Help centre' });
    expect(await within(help).findByRole('tab', { name: 'Terms and rules' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(help.querySelector('#help-article-rules')).toHaveAttribute('open');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/register$/);

    await user.click(within(help).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Help centre' })).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/register$/);
    expect(input('username')).toHaveValue('owlreader');
    expect(input('terms')).toBeChecked();
    expect(terms).toHaveFocus();
  });
});
