// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseEventPayload } from './event-payload.ts';

describe('parseEventPayload', () => {
  it('reads the edited event', () => {
    expect(parseEventPayload('{ "type": "sms.send", "mobile": "0912" }', 'sms.send')).toEqual({
      ok: true,
      event: { type: 'sms.send', mobile: '0912' },
    });
  });

  it('fills in a type QA left out', () => {
    expect(parseEventPayload('{ "mobile": "0912" }', 'sms.send')).toEqual({
      ok: true,
      event: { type: 'sms.send', mobile: '0912' },
    });
  });

  it('refuses text that is not JSON', () => {
    const parsed = parseEventPayload('{ "type": "sms.send", ', 'sms.send');
    expect(parsed).toMatchObject({ ok: false, error: 'json' });
    expect(parsed.ok || parsed.detail).not.toBe('');
  });

  it.each([
    ['[]', 'array'],
    ['"sms.send"', 'string'],
    ['null', 'null'],
    ['42', 'number'],
  ])('refuses %s, which is not an object', (text, detail) => {
    expect(parseEventPayload(text, 'sms.send')).toEqual({ ok: false, error: 'notObject', detail });
  });

  it('refuses an event of another type than the button pressed', () => {
    expect(parseEventPayload('{ "type": "sms.dismiss" }', 'sms.send')).toEqual({
      ok: false,
      error: 'typeMismatch',
      detail: '"sms.dismiss"',
    });
  });
});
