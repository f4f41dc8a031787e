import { describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import { confirmTimeoutMinutesOf } from '#mock-server/withdraw/rules.ts';

describe('the auto-receipt timeout', () => {
  it("is each brand's own: demo 30, lotus 60, nightowl 15 minutes", () => {
    expect(confirmTimeoutMinutesOf(brands.demo!)).toBe(30);
    expect(confirmTimeoutMinutesOf(brands.lotus!)).toBe(60);
    expect(confirmTimeoutMinutesOf(brands.nightowl!)).toBe(15);
  });

  it('is 30 minutes for a brand that does not set it', () => {
    const platform = { ...brands.lotus!.platform, withdraw: undefined };
    expect(confirmTimeoutMinutesOf({ ...brands.lotus!, platform })).toBe(30);
  });
});
