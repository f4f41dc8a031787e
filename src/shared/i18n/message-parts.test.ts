// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json' with { type: 'json' };
import { MESSAGE_PARTS, partOfKey, pickPart, type MessagePartOrCore } from './message-parts.ts';

describe('message parts', () => {
  it('puts registration and slider messages in the register part, the rest in core', () => {
    expect(partOfKey('register.page.title')).toBe('register');
    expect(partOfKey('slider.title')).toBe('register');
    expect(partOfKey('header.login')).toBe('core');
    expect(partOfKey('sms.send')).toBe('core');
  });

  it('splits a bundle into parts that together hold every message exactly once', () => {
    const parts: MessagePartOrCore[] = [
      'core',
      ...(Object.keys(MESSAGE_PARTS) as MessagePartOrCore[]),
    ];
    const split = parts.map((part) => pickPart(en as Record<string, string>, part));
    const keys = split.flatMap((messages) => Object.keys(messages));
    expect(keys.sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(split[1]!).length).toBeGreaterThan(50);
  });
});
