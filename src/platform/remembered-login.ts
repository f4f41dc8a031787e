import Cookies from 'js-cookie';
import type { RememberedCredentials } from '#machines/login/context.ts';

/**
 * Remember-me cookies of the login form (spec sections 3 and 9: cookies last 1 day): the last
 * username, the saved password keyed by username, the remember-me flag and the SMS login
 * details. The spec keeps the password in a cookie; it is at least same-site only, secure on
 * https, and gone after a day or when the box is unchecked.
 */
export const LOGIN_COOKIES = {
  rememberMe: 'rememberMe',
  username: 'username',
  /** Prefix of the password cookie; the lower-case username follows. */
  passwordPrefix: 'pwd_',
  mobileNum: 'mobileNum',
  countryDialingCode: 'countryDialingCode',
} as const;

/** What the login form starts with. Anything missing or corrupt reads as empty. */
export interface RememberedLogin {
  rememberMe: boolean;
  /** The last username ('' when none). */
  username: string;
  /** The saved password of `username` ('' when none). */
  password: string;
  /** Digits only ('' when none). */
  mobileNum: string;
  /** '+84' style ('' when none). */
  countryDialingCode: string;
}

const EMPTY: RememberedLogin = {
  rememberMe: false,
  username: '',
  password: '',
  mobileNum: '',
  countryDialingCode: '',
};

const ONE_DAY = 1;

/** A short text without control characters: what a username or password can be. */
const TEXT = /^[^\p{Cc}]{1,64}$/u;
const MOBILE = /^\d{6,15}$/;
const DIAL_CODE = /^\+\d{1,4}$/;

const passwordCookie = (username: string) =>
  LOGIN_COOKIES.passwordPrefix + username.trim().toLowerCase();

const attributes = (): Cookies.CookieAttributes => ({
  expires: ONE_DAY,
  path: '/',
  sameSite: 'strict',
  secure: window.location.protocol === 'https:',
});

/** A cookie's value when it matches `pattern`; unreadable cookies (sandboxed frames) are ''. */
function read(name: string, pattern: RegExp): string {
  try {
    const value = Cookies.get(name);
    return typeof value === 'string' && pattern.test(value) ? value : '';
  } catch {
    return '';
  }
}

function write(name: string, value: string): void {
  try {
    Cookies.set(name, value, attributes());
  } catch {
    // Cookies disabled: the login is simply not remembered.
  }
}

function remove(name: string): void {
  try {
    Cookies.remove(name, { path: '/' });
  } catch {
    // Same as above.
  }
}

/** The saved password of `username` ('' when none or corrupt). */
export function savedPasswordFor(username: string): string {
  return username.trim() === '' ? '' : read(passwordCookie(username), TEXT);
}

/** Reads the remember-me cookies; a corrupt one counts as absent. */
export function readRememberedLogin(): RememberedLogin {
  const rememberMe = read(LOGIN_COOKIES.rememberMe, /^1$/) === '1';
  if (!rememberMe) return EMPTY;
  const username = read(LOGIN_COOKIES.username, TEXT);
  return {
    rememberMe,
    username,
    password: savedPasswordFor(username),
    mobileNum: read(LOGIN_COOKIES.mobileNum, MOBILE),
    countryDialingCode: read(LOGIN_COOKIES.countryDialingCode, DIAL_CODE),
  };
}

/** After a login with remember-me checked: the credentials of that login, for one day. */
export function saveRememberedLogin(credentials: RememberedCredentials): void {
  write(LOGIN_COOKIES.rememberMe, '1');
  if (credentials.type === 'username') {
    if (!TEXT.test(credentials.username) || !TEXT.test(credentials.password)) return;
    write(LOGIN_COOKIES.username, credentials.username);
    write(passwordCookie(credentials.username), credentials.password);
    return;
  }
  if (MOBILE.test(credentials.mobile)) write(LOGIN_COOKIES.mobileNum, credentials.mobile);
  if (DIAL_CODE.test(credentials.dialCode))
    write(LOGIN_COOKIES.countryDialingCode, credentials.dialCode);
}

/** After a login with remember-me unchecked: every remember-me cookie goes. */
export function clearRememberedLogin(): void {
  let all: Record<string, string> = {};
  try {
    all = Cookies.get();
  } catch {
    return;
  }
  for (const name of Object.keys(all)) {
    if (name.startsWith(LOGIN_COOKIES.passwordPrefix)) remove(name);
  }
  remove(LOGIN_COOKIES.rememberMe);
  remove(LOGIN_COOKIES.username);
  remove(LOGIN_COOKIES.mobileNum);
  remove(LOGIN_COOKIES.countryDialingCode);
}
