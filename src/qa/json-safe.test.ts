// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { MASK, SECRET_KEYS, toJsonSafe } from './json-safe.ts';

describe('toJsonSafe', () => {
  it('keeps plain data and turns dates, errors and functions into readable text', () => {
    const safe = toJsonSafe({
      seconds: 42,
      mobile: '0912345678',
      at: new Date(Date.UTC(2026, 10, 23)),
      failure: new TypeError('boom'),
      onDone: function onDone() {},
      missing: undefined,
      list: [1, 'two', null],
    });
    expect(safe).toEqual({
      seconds: 42,
      mobile: '0912345678',
      at: '2026-11-23T00:00:00.000Z',
      failure: '[TypeError: boom]',
      onDone: '[function onDone]',
      list: [1, 'two', null],
    });
  });

  it('names actor refs instead of copying them', () => {
    const child = createActor(createMachine({ id: 'child' }), { id: 'sms' });
    expect(toJsonSafe({ child })).toEqual({ child: '[actor sms]' });
  });

  it('cuts cycles without throwing, but repeats shared values', () => {
    const shared = { n: 1 };
    const loop: Record<string, unknown> = { a: shared, b: shared };
    loop.self = loop;
    expect(toJsonSafe(loop)).toEqual({ a: { n: 1 }, b: { n: 1 }, self: '[circular]' });
  });

  it('masks secrets at any depth, leaving empty ones visible', () => {
    const safe = toJsonSafe(
      { token: 'abc123', member: { username: 'demo01', password: 'Demo1234' }, captcha: '' },
      { mask: SECRET_KEYS },
    );
    expect(safe).toEqual({
      token: MASK,
      member: { username: 'demo01', password: MASK },
      captcha: '',
    });
    expect(JSON.stringify(safe)).not.toContain('abc123');
  });
});
