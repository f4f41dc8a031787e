import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Brand } from '#brands/brand.types.ts';
import { brands } from '#brands/index.ts';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { RegisterForm } from './register-form.tsx';
import { createRuleWarningReporter } from './rule-warnings.ts';

const nightowl = brands.nightowl!;
const rules = nightowl.platform.registerRules;
/** Nightowl with two broken server rules: a pattern that does not compile, min above max. */
const broken: Brand = {
  ...nightowl,
  platform: {
    ...nightowl.platform,
    registerRules: {
      ...rules,
      username: { ...rules.username!, acceptedPattern: '[A-Z' },
      email: { ...rules.email!, minLength: 64, maxLength: 5 },
    },
  },
};
await mockPlatform(broken);

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('createRuleWarningReporter', () => {
  it('warns once per distinct set, in one line naming each field and problem', () => {
    const report = createRuleWarningReporter();
    report(['rules.username: minLength 16 is above maxLength 4; swapped']);
    report(['rules.username: minLength 16 is above maxLength 4; swapped']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'Registration rules from the platform were repaired: rules.username: minLength 16 is above maxLength 4; swapped',
    );

    report([
      'rules.nickname: not a registration field; ignored',
      'rules.username: minLength 16 is above maxLength 4; swapped',
    ]);
    // The same set in another order is the same set.
    report([
      'rules.username: minLength 16 is above maxLength 4; swapped',
      'rules.nickname: not a registration field; ignored',
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[1]?.[0]).split('\n')).toHaveLength(1);
  });

  it('says nothing when there is nothing to repair', () => {
    createRuleWarningReporter()([]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the register form with broken server rules', () => {
  it('reports them once, with no player input, and still works', async () => {
    renderWithProviders(
      <>
        <RegisterForm layout="page" />
        <RegisterForm layout="popup" />
      </>,
      { brand: broken, session: true },
    );
    await waitFor(() => expect(screen.getAllByTestId('register-submit')).toHaveLength(2));
    const [username] = screen.getAllByRole('textbox', { name: /Username/ });
    fireEvent.change(username!, { target: { value: 'secretplayer' } });
    fireEvent.click(screen.getAllByTestId('register-submit')[0]!);
    await screen.findAllByText('E-mail cannot be empty');

    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).toMatch(
      /rules\.username\.acceptedPattern: "\[A-Z" is not a valid regular expression/,
    );
    expect(line).toContain('rules.email: minLength 64 is above maxLength 5; swapped');
    expect(line).not.toContain('secretplayer');
  });
});
