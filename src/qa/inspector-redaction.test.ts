import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { MACHINES } from '#machines/index.ts';
import { MASK, toInspectorJson, type JsonValue } from './json-safe.ts';

// Issue 21, finding 2: what the live inspector sends is masked by an allowlist of what may be
// shown, URL query values included, and checked against every machine of the registry.

/** Key names that hold secrets in this codebase or could in a later one. */
const SECRET_LOOKING = /token|password|code|ticket|captcha|secret|otp|key|pin|cvv|idToken/i;
/** Keys that look secret by name but are not (a dial code, a game's code shown on its card). */
const NOT_SECRET = new Set([
  'dialCode',
  'countryDialingCode',
  'gameCode',
  'captchaShown',
  'affiliateCode',
  'urlAffiliateCode',
  'referralCode',
]);

/** Every string leaf of `value` replaced by a canary that names its key and carries a query. */
function fillWithCanaries(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return `/x/${key}?ticket=CANARY-${key}&lang=en`;
  if (Array.isArray(value)) return value.map((item) => fillWithCanaries(item, key));
  if (value && typeof value === 'object' && !('sessionId' in value)) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, fillWithCanaries(item, name)]),
    );
  }
  return value;
}

/** [key, string] for every string leaf, with the key it sits under. */
function leaves(value: JsonValue, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((item) => leaves(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => leaves(item, name));
  }
  return [];
}

/** Contexts and sample events of every registered machine, as the inspector would see them. */
function registryValues(): { id: string; value: unknown }[] {
  return MACHINES.flatMap((entry) => {
    const sandbox = entry.sandbox as unknown as {
      implementations?: object;
      input?: unknown;
      samples?: unknown[];
    };
    const actor = createActor(entry.machine.provide(sandbox.implementations ?? {}), {
      input: sandbox.input,
    });
    const context = actor.getSnapshot().context as unknown;
    return [
      { id: `${entry.id} context`, value: context },
      ...(sandbox.samples ?? []).map((sample, i) => ({
        id: `${entry.id} sample ${i}`,
        value: sample,
      })),
    ];
  });
}

describe('the live inspector masks by an allowlist (issue 21, finding 2)', () => {
  it('masks the secrets the review found, and a launch URL ticket', () => {
    const found = {
      storedToken: 'st-1',
      urlToken: 'ut-1',
      knownOldPassword: 'Old12345',
      confirmNewPassword: 'New12345',
      botTicket: 'bt-1',
      phoneToken: 'pt-1',
      verificationCode: '123456',
      idToken: 'id-1',
      result: { game_url: 'https://games.example/slot?ticket=TICKET-1&lang=en' },
      username: 'demo01',
    };
    const safe = toInspectorJson(found);
    const text = JSON.stringify(safe);
    for (const secret of [
      'st-1',
      'ut-1',
      'Old12345',
      'New12345',
      'bt-1',
      'pt-1',
      '123456',
      'id-1',
      'TICKET-1',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(safe).toMatchObject({ storedToken: MASK, username: 'demo01' });
    expect(text).toContain('https://games.example/slot?ticket=');
  });

  it('shows no secret-looking key and no URL query value of any machine in the registry', () => {
    const values = registryValues();
    expect(values.length).toBeGreaterThanOrEqual(MACHINES.length);
    let checked = 0;
    for (const { id, value } of values) {
      const safe = toInspectorJson(fillWithCanaries(value));
      for (const [key, text] of leaves(safe)) {
        checked += 1;
        expect(text, `${id}: ${key}`).not.toContain('CANARY');
        if (SECRET_LOOKING.test(key) && !NOT_SECRET.has(key))
          expect(text, `${id}: ${key}`).toBe(MASK);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('still shows what QA needs: states of forms, usernames, game codes', () => {
    const safe = toInspectorJson({
      username: 'demo01',
      mobile: '0912345678',
      gameCode: 'PG-1',
      type: 'sms',
    });
    expect(safe).toEqual({
      username: 'demo01',
      mobile: '0912345678',
      gameCode: 'PG-1',
      type: 'sms',
    });
  });
});
