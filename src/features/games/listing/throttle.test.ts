import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('throttle', () => {
  it('runs at once, then at most every 200 ms with the latest arguments', () => {
    const calls: number[] = [];
    const run = throttle((n: number) => calls.push(n), 200);
    run(1);
    run(2);
    run(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(199);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(500);
    run(4);
    expect(calls).toEqual([1, 3, 4]);
  });

  it('drops the pending call when cancelled', () => {
    const calls: number[] = [];
    const run = throttle((n: number) => calls.push(n), 200);
    run(1);
    run(2);
    run.cancel();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([1]);
  });
});
