import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

afterEach(() => vi.useRealTimers());

describe('nextTask', () => {
  it('resolves after the microtasks already queued, not among them', async () => {
    const order: string[] = [];
    const task = nextTask().then(() => order.push('task'));
    for (let i = 0; i < 5; i += 1) void Promise.resolve().then(() => order.push(`micro ${i}`));
    await task;
    expect(order.at(-1)).toBe('task');
    expect(order).toHaveLength(6);
  });

  it("is not held by a test's fake clock", async () => {
    vi.useFakeTimers();
    await expect(nextTask()).resolves.toBeUndefined();
  });
});
