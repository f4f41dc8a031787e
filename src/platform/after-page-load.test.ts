import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad, PAGE_LOAD_WAIT_MS } from './after-page-load.ts';

function pretendLoading() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
}

async function settledWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('afterPageLoad', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('resolves soon on a page that has loaded', async () => {
    vi.useFakeTimers();
    expect(await settledWithin(afterPageLoad(), 1000)).toBe(true);
  });

  it('waits for the load event while the page is still loading', async () => {
    vi.useFakeTimers();
    pretendLoading();
    const loaded = afterPageLoad();
    expect(await settledWithin(loaded, 100)).toBe(false);
    window.dispatchEvent(new Event('load'));
    expect(await settledWithin(loaded, 1000)).toBe(true);
  });

  it('gives up waiting after PAGE_LOAD_WAIT_MS when the page never finishes loading', async () => {
    vi.useFakeTimers();
    pretendLoading();
    const loaded = afterPageLoad();
    expect(await settledWithin(loaded, PAGE_LOAD_WAIT_MS - 1)).toBe(false);
    expect(await settledWithin(loaded, 1)).toBe(true);
  });
});
