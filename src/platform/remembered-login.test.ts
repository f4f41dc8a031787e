import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearRememberedLogin,
  LOGIN_COOKIES,
  readRememberedLogin,
  saveRememberedLogin,
  savedPasswordFor,
} from './remembered-login.ts';

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

afterEach(clearCookies);

describe('remembered login', () => {
  it('reads nothing when no cookie is set', () => {
    expect(readRememberedLogin()).toEqual({
      rememberMe: false,
      username: '',
      password: '',
      mobileNum: '',
      countryDialingCode: '',
    });
  });

  it('remembers the last username and its password, keyed by username', () => {
    saveRememberedLogin({ type: 'username', username: 'Demo01', password: 'Demo1234' });
    expect(readRememberedLogin()).toMatchObject({
      rememberMe: true,
      username: 'Demo01',
      password: 'Demo1234',
    });
    expect(Cookies.get('pwd_demo01')).toBe('Demo1234');
    expect(savedPasswordFor(' DEMO01 ')).toBe('Demo1234');
    expect(savedPasswordFor('someone')).toBe('');

    saveRememberedLogin({ type: 'username', username: 'vip01', password: 'Vip12345' });
    expect(readRememberedLogin()).toMatchObject({ username: 'vip01', password: 'Vip12345' });
    // The first account keeps its own saved password.
    expect(savedPasswordFor('demo01')).toBe('Demo1234');
  });

  it('remembers the SMS login details, never a code', () => {
    saveRememberedLogin({ type: 'sms', mobile: '0912345678', dialCode: '+84' });
    expect(readRememberedLogin()).toMatchObject({
      rememberMe: true,
      mobileNum: '0912345678',
      countryDialingCode: '+84',
    });
  });

  it('clears every remember-me cookie when unchecked', () => {
    saveRememberedLogin({ type: 'username', username: 'demo01', password: 'Demo1234' });
    saveRememberedLogin({ type: 'sms', mobile: '0912345678', dialCode: '+84' });
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
      password: '',
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
