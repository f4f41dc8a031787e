import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createInbox } from '#mock-server/inbox.ts';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { startDemoPlatform } from '#src/boot/start-demo-platform.ts';
import { DemoInbox } from './demo-inbox.tsx';

// The worker stand-in: a real inbox, captcha and slider answers QA can read, msw's event hook.
const inbox = createInbox();
const captcha = vi.hoisted(() => ({ answer: undefined as string | undefined }));
const slider = vi.hoisted(() => ({ x: undefined as number | undefined }));
const startMockWorker = vi.hoisted(() => vi.fn());
vi.mock('#mock-server/browser.ts', () => ({ startMockWorker }));
startMockWorker.mockImplementation(async () => ({
  inbox,
  platform: {
    inbox,
    peekCaptcha: () => captcha.answer,
    peekSlider: () => slider.x,
    // No two-step demo account on this stand-in.
    db: { members: { findFirst: () => undefined } },
    clock: { now: () => Date.now() },
  },
  worker: { events: { on: () => {} } },
}));

const at = Date.UTC(2026, 10, 22, 10, 0, 0);

describe('DemoInbox', () => {
  it('lists codes as they arrive, newest first, announces the new one and carries the answers', async () => {
    const { brands } = await import('#brands/index.ts');
    captcha.answer = 'K7PQ';
    slider.x = 137;
    await startDemoPlatform(brands.demo!, new URLSearchParams());
    renderWithProviders(<DemoInbox />);

    const panel = screen.getByTestId('demo-inbox');
    expect(panel).not.toBeVisible();
    expect(panel).toHaveAttribute('data-captcha-answer', 'K7PQ');
    expect(panel).toHaveAttribute('data-slider-answer', '137');
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    act(() => inbox.deliver({ to: '+84 0912345678', code: '482913', purpose: 'login', at }));
    expect(panel).toBeVisible();
    expect(screen.getAllByTestId('demo-inbox-code').map((c) => c.textContent)).toEqual(['482913']);
    expect(within(panel).getByRole('listitem')).toHaveTextContent(
      /Login or reset code · to \+84 0912345678 · \d{1,2}:00:00/,
    );
    expect(status).toHaveTextContent('New code for +84 0912345678: 4 8 2 9 1 3');

    act(() =>
      inbox.deliver({ to: 'demo01@example.com', code: 'ABCD1234', purpose: 'password-email', at }),
    );
    expect(screen.getAllByTestId('demo-inbox-code').map((c) => c.textContent)).toEqual([
      'ABCD1234',
      '482913',
    ]);
    expect(status).toHaveTextContent('New code for demo01@example.com');
  });
});
