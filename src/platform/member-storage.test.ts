import { afterEach, describe, expect, it } from 'vitest';
import { claimSessionForBrand, readStoredMember } from './member-storage.ts';
import { readSessionToken } from './session-token.ts';

afterEach(() => sessionStorage.clear());

const demo = { id: 'demo', merchantCode: 'DEMO01', platform: 'web' };
const nightowl = { id: 'nightowl', merchantCode: 'NOWL02', platform: 'web' };

describe('a session belongs to one brand (issue 21, finding 14)', () => {
  it("ends another brand's session when this tab boots a different brand", () => {
    claimSessionForBrand(demo);
    sessionStorage.setItem('token', 'demo-token');
    sessionStorage.setItem('account', 'demo01');

    expect(claimSessionForBrand(nightowl)).toBe(true);
    expect(readSessionToken()).toBeNull();
    expect(sessionStorage.getItem('account')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('nightowl');
    expect(sessionStorage.getItem('merchantCode')).toBe('NOWL02');
  });

  it('keeps the session when the same brand boots again (a reload)', () => {
    claimSessionForBrand(demo);
    sessionStorage.setItem('token', 'demo-token');
    expect(claimSessionForBrand(demo)).toBe(false);
    expect(readSessionToken()).toBe('demo-token');
  });

  it('ends a token of unknown origin (no brand written beside it)', () => {
    sessionStorage.setItem('token', 'orphan');
    expect(claimSessionForBrand(demo)).toBe(true);
    expect(readSessionToken()).toBeNull();
  });
});

describe('the stored member, read before the platform confirms it', () => {
  const store = (entries: Record<string, string>) =>
    Object.entries(entries).forEach(([key, value]) => sessionStorage.setItem(key, value));

  it('names the account and member type saved beside the token', () => {
    store({ token: 'demo-token', account: 'agent01', isAgent: '41' });
    expect(readStoredMember()).toEqual({ account: 'agent01', type: 41 });
  });

  it('is null for a visitor, even with an account left behind', () => {
    store({ account: 'demo01', isAgent: '0' });
    expect(readStoredMember()).toBeNull();
    store({ token: '   ' });
    expect(readStoredMember()).toBeNull();
  });

  it('is null when no member was saved beside the token, or its type is not a number', () => {
    store({ token: 'link-token' });
    expect(readStoredMember()).toBeNull();
    store({ account: 'demo01', isAgent: 'agent' });
    expect(readStoredMember()).toBeNull();
  });
});
