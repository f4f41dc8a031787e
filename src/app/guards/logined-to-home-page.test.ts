import { describe, expect, it } from 'vitest';
import { loginedToHomePageRedirect } from './logined-to-home-page.ts';

describe('loginedToHomePage guard', () => {
  const visitor = { enabled: true, hasToken: false };

  it('sends a visitor on any other path to /login', () => {
    for (const path of ['/', '/rng', '/promotions', '/game', '/help']) {
      expect(loginedToHomePageRedirect(path, visitor)).toBe('/login');
    }
  });

  it('lets a visitor open the five open paths, with or without a trailing slash', () => {
    for (const path of [
      '/login',
      '/register',
      '/register.html',
      '/helpmc',
      '/download',
      '/register/',
    ]) {
      expect(loginedToHomePageRedirect(path, visitor)).toBeNull();
    }
  });

  it('never redirects a player with a token, nor when the brand turns it off', () => {
    expect(loginedToHomePageRedirect('/rng', { enabled: true, hasToken: true })).toBeNull();
    expect(loginedToHomePageRedirect('/rng', { enabled: false, hasToken: false })).toBeNull();
  });

  it('leaves the QA tools open in demo builds only', () => {
    for (const path of ['/qa/machines', '/qa/brand']) {
      expect(loginedToHomePageRedirect(path, { ...visitor, demo: true })).toBeNull();
      expect(loginedToHomePageRedirect(path, { ...visitor, demo: false })).toBe('/login');
    }
  });
});
