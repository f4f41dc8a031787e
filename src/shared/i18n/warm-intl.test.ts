import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl.ts';

describe('warmIntl', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes each of its Intl calls in a task of its own, none in the caller’s task', async () => {
    // Numbers the tasks the timers start; 0 is the calling task.
    let task = 0;
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void) =>
      realSetTimeout(() => {
        task += 1;
        run();
      }, 0)) as typeof setTimeout);
    const calls: string[] = [];
    // Plain functions: the warm-up constructs with `new`.
    const record = (name: string) =>
      function () {
        calls.push(`${name} in task ${task}`);
      };
    vi.spyOn(Intl, 'Locale').mockImplementation(record('Locale') as never);
    vi.spyOn(Intl, 'supportedValuesOf').mockImplementation(record('supportedValuesOf') as never);
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(record('NumberFormat') as never);

    const done = warmIntl('vi-VN');
    expect(calls).toEqual([]);
    await done;
    expect(calls).toEqual([
      'Locale in task 1',
      'supportedValuesOf in task 2',
      'NumberFormat in task 3',
    ]);
    expect(Intl.NumberFormat).toHaveBeenCalledWith('vi-VN');
  });

  it('settles for a locale the browser rejects instead of throwing', async () => {
    await expect(warmIntl('not a locale!')).resolves.toBeUndefined();
  });
});
