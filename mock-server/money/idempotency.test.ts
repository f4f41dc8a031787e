// @vitest-environment node
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isIdempotencyKey, once } from '#mock-server/money/idempotency.ts';
import { createPlatform } from '#mock-server/platform.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';

const platform = await createPlatform({ brand: testBrand });

describe('once', () => {
  it('runs a request once; repeats, even while it runs, get the first answer', async () => {
    let runs = 0;
    const run = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return HttpResponse.json({ run: runs }, { status: 201 });
    };
    const scope = { memberId: 1, call: 'deposit', key: 'k1' };
    const answers = await Promise.all([once(platform, scope, run), once(platform, scope, run)]);
    const later = await once(platform, scope, run);
    expect(runs).toBe(1);
    for (const answer of [...answers, later]) {
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual({ run: 1 });
    }
  });

  it('keeps keys of different members and calls apart', async () => {
    let runs = 0;
    const run = async () => HttpResponse.json({ run: ++runs });
    await once(platform, { memberId: 1, call: 'deposit', key: 'k2' }, run);
    await once(platform, { memberId: 2, call: 'deposit', key: 'k2' }, run);
    await once(platform, { memberId: 1, call: 'withdraw', key: 'k2' }, run);
    expect(runs).toBe(3);
  });

  it('accepts only non-empty strings of at most 100 characters as keys', () => {
    expect(isIdempotencyKey('a')).toBe(true);
    expect(isIdempotencyKey('')).toBe(false);
    expect(isIdempotencyKey('x'.repeat(101))).toBe(false);
    expect(isIdempotencyKey(42)).toBe(false);
  });
});
