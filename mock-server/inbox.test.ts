// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createInbox } from '#mock-server/inbox.ts';

const entry = (to: string, code: string) => ({ to, code, purpose: 'login' as const, at: 1 });

describe('createInbox', () => {
  it('keeps messages oldest first and finds the newest, per recipient too', () => {
    const inbox = createInbox();
    inbox.deliver(entry('+84 1', '111111'));
    inbox.deliver(entry('+84 2', '222222'));
    inbox.deliver(entry('+84 1', '333333'));
    expect(inbox.entries().map((e) => e.code)).toEqual(['111111', '222222', '333333']);
    expect(inbox.latest()?.code).toBe('333333');
    expect(inbox.latest('+84 2')?.code).toBe('222222');
    expect(inbox.latest('+84 9')).toBeUndefined();
  });

  it('notifies subscribers of deliveries and clearing until they unsubscribe', () => {
    const inbox = createInbox();
    const listener = vi.fn();
    const unsubscribe = inbox.subscribe(listener);
    inbox.deliver(entry('+84 1', '111111'));
    inbox.clear();
    unsubscribe();
    inbox.deliver(entry('+84 1', '222222'));
    expect(listener.mock.calls.map(([entries]) => entries.length)).toEqual([1, 0]);
  });
});
