import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { useSession } from '#src/shared/session.tsx';
import { AfterFirstPage, QUIET_MS, SETTLE_LATEST_MS } from './after-first-page.tsx';

const mock = await mockPlatform();

/** A page's call that answers when the test says so. */
let answer: (value: string) => void = () => {};
function SlowPage() {
  const { data } = useQuery({
    queryKey: ['slow page'],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  const { status } = useSession();
  return (
    <>
      <p>{data ?? 'page loading'}</p>
      <span data-testid="status">{status}</span>
    </>
  );
}

function renderFrame(token?: string, latestMs?: number) {
  renderWithProviders(
    <>
      <SlowPage />
      <AfterFirstPage latestMs={latestMs}>
        <footer>extras</footer>
      </AfterFirstPage>
    </>,
    { session: true, token },
  );
}

/** Lets the simulated platform and React run for `ms` of fake time. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => vi.useRealTimers());

describe('AfterFirstPage', () => {
  it("waits for the page's call, then shows its children once the page has been quiet", async () => {
    const token = await mock.platform.issueSession('demo01');
    // The longest wait is a minute here: the quiet rule alone decides.
    renderFrame(token, 60_000);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('loggedIn'));
    // Logged in for longer than the quiet time, the page's call still out: nothing yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, QUIET_MS * 2)));
    expect(screen.getByText('page loading')).toBeInTheDocument();
    expect(screen.queryByText('extras')).not.toBeInTheDocument();

    act(() => answer('page shown'));
    await screen.findByText('page shown');
    expect(screen.queryByText('extras'), 'at once after the answer').not.toBeInTheDocument();
    expect(await screen.findByText('extras')).toBeInTheDocument();
  });

  it('shows its children after 4 s however busy the page stays, and keeps them', async () => {
    vi.useFakeTimers();
    renderFrame();
    await pass(SETTLE_LATEST_MS - 100);
    expect(screen.getByText('page loading')).toBeInTheDocument();
    expect(screen.queryByText('extras')).not.toBeInTheDocument();
    await pass(200);
    expect(screen.getByText('extras')).toBeInTheDocument();

    act(() => answer('page shown'));
    await pass(0);
    expect(screen.getByText('page shown')).toBeInTheDocument();
    expect(screen.getByText('extras')).toBeInTheDocument();
  });
});
