import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAGE_LATEST_MS, FirstPageSignal } from './first-page-shown.ts';

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('FirstPageSignal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets what waits go when the first page is marked shown, and later waits at once', async () => {
    const signal = new FirstPageSignal();
    const waiting = signal.wait();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(waiting), 'not shown yet').toBe(false);
    expect(signal.shown).toBe(false);
    signal.mark();
    expect(await settled(waiting)).toBe(true);
    expect(signal.shown).toBe(true);
    expect(await settled(signal.wait()), 'a wait after the mark').toBe(true);
  });

  it(`lets it go ${FIRST_PAGE_LATEST_MS} ms after the first wait when nothing marks it`, async () => {
    const signal = new FirstPageSignal();
    const waiting = signal.wait();
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_LATEST_MS - 1);
    // A second wait does not restart the clock.
    const later = signal.wait();
    expect(await settled(waiting), `at ${FIRST_PAGE_LATEST_MS - 1} ms`).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting), `at ${FIRST_PAGE_LATEST_MS} ms`).toBe(true);
    expect(await settled(later)).toBe(true);
    expect(signal.shown).toBe(true);
  });

  it('starts no clock until something waits', async () => {
    const signal = new FirstPageSignal();
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_LATEST_MS * 2);
    expect(signal.shown).toBe(false);
  });
});
