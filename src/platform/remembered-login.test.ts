import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearRememberedLogin,
  LOGIN_COOKIES,
  readRememberedLogin,
  saveRememberedLogin,
} from './remembered-login.ts';

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

afterEach(() => {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** Everything a script (or a same-origin request) could read back. */
const everythingStored = () =>
  [
    document.cookie,
    JSON.stringify({ ...localStorage }),
    JSON.stringify({ ...sessionStorage }),
  ].join('\n');

describe('remembered login', () => {
  it('reads nothing when no cookie is set', () => {
    expect(readRememberedLogin()).toEqual({
      rememberMe: false,
      username: '',
      mobileNum: '',
      countryDialingCode: '',
    });
  });

  it('remembers the last username and never the password, in no cookie or storage', () => {
    saveRememberedLogin({ type: 'username', username: 'Demo01', password: 'Demo1234' });
    expect(readRememberedLogin()).toEqual({
      rememberMe: true,
      username: 'Demo01',
      mobileNum: '',
      countryDialingCode: '',
    });
    expect(everythingStored()).not.toContain('Demo1234');
    expect(Object.keys(Cookies.get()).some((name) => name.startsWith('pwd_'))).toBe(false);
  });

  it('removes a password cookie an older version stored', () => {
    Cookies.set(LOGIN_COOKIES.rememberMe, '1');
    Cookies.set(LOGIN_COOKIES.username, 'demo01');
    Cookies.set('pwd_demo01', 'Demo1234');
    expect(readRememberedLogin().username).toBe('demo01');
    expect(everythingStored()).not.toContain('Demo1234');
  });

  it("hands the password to the browser's password manager where it has one", async () => {
    const store = vi.fn(async (_credential: unknown) => undefined);
    class FakePasswordCredential {
      data: { id: string; password: string };
      constructor(data: { id: string; password: string }) {
        this.data = data;
      }
    }
    vi.stubGlobal('PasswordCredential', FakePasswordCredential);
    Object.defineProperty(navigator, 'credentials', {
      value: { store },
      configurable: true,
    });
    saveRememberedLogin({ type: 'username', username: 'demo01', password: 'Demo1234' });
    await Promise.resolve();
    expect(store).toHaveBeenCalledTimes(1);
    expect(store.mock.calls[0]?.[0]).toMatchObject({
      data: { id: 'demo01', password: 'Demo1234' },
    });
    expect(everythingStored()).not.toContain('Demo1234');
    Reflect.deleteProperty(navigator, 'credentials');
  });

  it('remembers the SMS login details, never a code', () => {
    saveRememberedLogin({ type: 'sms', mobile: '0912345678', dialCode: '+84' });
    expect(readRememberedLogin()).toMatchObject({
      rememberMe: true,
      mobileNum: '0912345678',
      countryDialingCode: '+84',
    });
  });

  it('clears every remember-me cookie when unchecked, old password cookies included', () => {
    saveRememberedLogin({ type: 'username', username: 'demo01', password: 'Demo1234' });
    saveRememberedLogin({ type: 'sms', mobile: '0912345678', dialCode: '+84' });
    Cookies.set('pwd_vip01', 'Vip12345');
    Cookies.set('theme-unrelated', 'kept');
    clearRememberedLogin();
    expect(readRememberedLogin().rememberMe).toBe(false);
    expect(Object.keys(Cookies.get())).toEqual(['theme-unrelated']);
  });

  it('reads corrupt cookies as nothing', () => {
    Cookies.set(LOGIN_COOKIES.rememberMe, 'yes please');
    Cookies.set(LOGIN_COOKIES.username, 'demo01');
    expect(readRememberedLogin().username).toBe('');

    Cookies.set(LOGIN_COOKIES.rememberMe, '1');
    Cookies.set(LOGIN_COOKIES.username, 'x'.repeat(500));
    Cookies.set(LOGIN_COOKIES.mobileNum, '09x12');
    Cookies.set(LOGIN_COOKIES.countryDialingCode, '<script>');
    expect(readRememberedLogin()).toEqual({
      rememberMe: true,
      username: '',
      mobileNum: '',
      countryDialingCode: '',
    });

    // Malformed percent-encoding is skipped by js-cookie rather than thrown.
    document.cookie = `${LOGIN_COOKIES.username}=%E0%A4%A; path=/`;
    expect(() => readRememberedLogin()).not.toThrow();
  });

  it('sets the cookies for one day', () => {
    const set = vi.spyOn(Cookies, 'set');
    saveRememberedLogin({ type: 'username', username: 'demo01', password: 'Demo1234' });
    expect(set).toHaveBeenCalledWith('username', 'demo01', expect.objectContaining({ expires: 1 }));
    set.mockRestore();
  });
});
