import { afterEach, describe, expect, it } from 'vitest';
import { announceSessionEnd } from '#src/shared/session-end.ts';
import { chatWindow } from './chat-window-store.ts';

afterEach(() => chatWindow.close());

describe('chatWindow', () => {
  it('closes when the session ends (the session machine clears the VIP service)', () => {
    chatWindow.open();
    expect(chatWindow.isOpen()).toBe(true);
    announceSessionEnd();
    expect(chatWindow.isOpen()).toBe(false);
  });
});
