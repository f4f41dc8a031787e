// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SteppingClock } from './stepping-clock.ts';

describe('SteppingClock', () => {
  it('fires nothing until time is advanced, then each timer at its due time', () => {
    const clock = new SteppingClock();
    const fired: string[] = [];
    clock.setTimeout(() => fired.push(`b@${clock.now()}`), 2000);
    clock.setTimeout(() => fired.push(`a@${clock.now()}`), 1000);
    expect(fired).toEqual([]);
    expect(clock.nextDueIn()).toBe(1000);

    expect(clock.advanceBy(1500)).toBe(1);
    expect(fired).toEqual(['a@1000']);
    expect(clock.now()).toBe(1500);
    expect(clock.nextDueIn()).toBe(500);

    clock.advanceBy(500);
    expect(fired).toEqual(['a@1000', 'b@2000']);
    expect(clock.nextDueIn()).toBeNull();
  });

  it('lists pending timers by due time and forgets cleared ones', () => {
    const clock = new SteppingClock();
    const late = clock.setTimeout(() => {}, 3000);
    const early = clock.setTimeout(() => {}, 1000);
    const tie = clock.setTimeout(() => {}, 1000);
    expect(clock.pending()).toEqual([
      { id: early, dueAt: 1000 },
      { id: tie, dueAt: 1000 },
      { id: late, dueAt: 3000 },
    ]);
    clock.clearTimeout(early);
    clock.advanceBy(1000);
    expect(clock.pending()).toEqual([{ id: late, dueAt: 3000 }]);
  });

  it('fires a timer set while firing when it falls due within the same step', () => {
    const clock = new SteppingClock();
    const fired: number[] = [];
    const tick = () => {
      fired.push(clock.now());
      if (fired.length < 3) clock.setTimeout(tick, 1000);
    };
    clock.setTimeout(tick, 1000);
    clock.advanceBy(5000);
    expect(fired).toEqual([1000, 2000, 3000]);
    expect(clock.now()).toBe(5000);
  });

  it('treats a negative or missing delay as due now', () => {
    const clock = new SteppingClock();
    let fired = false;
    clock.setTimeout(() => (fired = true), -5);
    expect(clock.nextDueIn()).toBe(0);
    clock.advanceBy(0);
    expect(fired).toBe(true);
  });
});
