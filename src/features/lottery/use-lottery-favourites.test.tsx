import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { useLotteryFavourites } from './use-lottery-favourites.ts';

const mock = await mockPlatform();
configure({ asyncUtilTimeout: 5000 });

/** The list, and a button per code that toggles it. */
function Probe() {
  const { codes, toggle } = useLotteryFavourites();
  return (
    <>
      <span data-testid="codes">{codes.join(',')}</span>
      {['A', 'C'].map((code) => (
        <button key={code} type="button" onClick={() => toggle(code)}>
          {code}
        </button>
      ))}
    </>
  );
}

const toggle = (code: string) => act(() => screen.getByRole('button', { name: code }).click());

describe('useLotteryFavourites', () => {
  it("reads the member's list on login and keeps changes under their username", async () => {
    const token = await mock.platform.issueSession('demo01');
    renderWithProviders(<Probe />, { session: true, token });
    window.localStorage.setItem('LOTTFAV', JSON.stringify({ demo01: ['A'], vip01: ['B'] }));
    await waitFor(() => expect(screen.getByTestId('codes')).toHaveTextContent('A'));

    toggle('C');
    expect(screen.getByTestId('codes')).toHaveTextContent('A,C');
    toggle('A');
    expect(screen.getByTestId('codes')).toHaveTextContent(/^C$/);
    expect(JSON.parse(window.localStorage.getItem('LOTTFAV')!)).toEqual({
      demo01: ['C'],
      vip01: ['B'],
    });
  });

  it('has none for a guest, who is asked to log in instead', async () => {
    renderWithProviders(<Probe />, { session: true });
    toggle('A');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Please log in first');
    expect(screen.getByTestId('codes')).toBeEmptyDOMElement();
    expect(window.localStorage.getItem('LOTTFAV')).toBeNull();
  });

  it("keeps a star pressed while the member's session comes back, for that member", async () => {
    const token = await mock.platform.issueSession('demo01');
    renderWithProviders(<Probe />, { session: true, token });
    window.localStorage.setItem('LOTTFAV', JSON.stringify({ demo01: ['A'] }));
    // Before the session is known there is no list yet: the press waits for it.
    toggle('C');
    expect(screen.getByTestId('codes')).toBeEmptyDOMElement();
    await waitFor(() => expect(screen.getByTestId('codes')).toHaveTextContent('A,C'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('LOTTFAV')!)).toEqual({ demo01: ['A', 'C'] });
  });
});
