import Cookies from 'js-cookie';
import type { RememberedCredentials } from '#machines/login/context.ts';

/**
 * Remember-me cookies of the login form (spec sections 3 and 9: cookies last 1 day): the last
 * username, the remember-me flag and the SMS login details. The spec also keeps the password
 * in a cookie; we do not (issue 21, finding 1): a script-readable cookie travels with every
 * same-origin request, game frames included. The password goes to the browser's password
 * manager instead (the Credential Management API where the browser has it, and the form's
 * `autocomplete` attributes everywhere), and a password cookie an older version wrote is
 * removed the next time the login form reads its cookies.
 */
export const LOGIN_COOKIES = {
  rememberMe: 'rememberMe',
  username: 'username',
  /** Prefix of the password cookies older versions wrote: only ever removed now. */
  passwordPrefix: 'pwd_',
  mobileNum: 'mobileNum',
  countryDialingCode: 'countryDialingCode',
} as const;

/** What the login form starts with. Anything missing or corrupt reads as empty. */
export interface RememberedLogin {
  rememberMe: boolean;
  /** The last username ('' when none). */
  username: string;
  /** Digits only ('' when none). */
  mobileNum: string;
  /** '+84' style ('' when none). */
  countryDialingCode: string;
}

const EMPTY: RememberedLogin = {
  rememberMe: false,
  username: '',
  mobileNum: '',
  countryDialingCode: '',
};

const ONE_DAY = 1;

/** A short text without control characters: what a username or password can be. */
const TEXT = /^[^\p{Cc}]{1,64}$/u;
const MOBILE = /^\d{6,15}$/;
const DIAL_CODE = /^\+\d{1,4}$/;

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

/** Removes every password cookie an older version stored. */
function removePasswordCookies(): void {
  let all: Record<string, string> = {};
  try {
    all = Cookies.get();
  } catch {
    return;
  }
  for (const name of Object.keys(all)) {
    if (name.startsWith(LOGIN_COOKIES.passwordPrefix)) remove(name);
  }
}

interface PasswordCredentialConstructor {
  new (data: { id: string; password: string }): Credential;
}

/**
 * Offers the password to the browser's password manager (Credential Management API, Chromium
 * browsers); elsewhere the form's `autocomplete` attributes let the browser offer to save it.
 */
function storeInPasswordManager(username: string, password: string): void {
  const Constructor = (globalThis as { PasswordCredential?: PasswordCredentialConstructor })
    .PasswordCredential;
  const credentials = (navigator as Partial<Navigator>).credentials;
  if (!Constructor || !credentials || typeof credentials.store !== 'function') return;
  try {
    credentials.store(new Constructor({ id: username, password })).catch(() => {});
  } catch {
    // Refused by the browser (insecure context, policy): nothing is stored, nothing breaks.
  }
}

/** Reads the remember-me cookies; a corrupt one counts as absent. Old password cookies go. */
export function readRememberedLogin(): RememberedLogin {
  removePasswordCookies();
  const rememberMe = read(LOGIN_COOKIES.rememberMe, /^1$/) === '1';
  if (!rememberMe) return EMPTY;
  const username = read(LOGIN_COOKIES.username, TEXT);
  return {
    rememberMe,
    username,
    mobileNum: read(LOGIN_COOKIES.mobileNum, MOBILE),
    countryDialingCode: read(LOGIN_COOKIES.countryDialingCode, DIAL_CODE),
  };
}

/**
 * After a login with remember-me checked: the username (or the SMS login's number and dial
 * code) for one day; the password only to the browser's password manager.
 */
export function saveRememberedLogin(credentials: RememberedCredentials): void {
  write(LOGIN_COOKIES.rememberMe, '1');
  removePasswordCookies();
  if (credentials.type === 'username') {
    if (!TEXT.test(credentials.username)) return;
    write(LOGIN_COOKIES.username, credentials.username);
    storeInPasswordManager(credentials.username, credentials.password);
    return;
  }
  if (MOBILE.test(credentials.mobile)) write(LOGIN_COOKIES.mobileNum, credentials.mobile);
  if (DIAL_CODE.test(credentials.dialCode))
    write(LOGIN_COOKIES.countryDialingCode, credentials.dialCode);
}

/** After a login with remember-me unchecked: every remember-me cookie goes. */
export function clearRememberedLogin(): void {
  removePasswordCookies();
  remove(LOGIN_COOKIES.rememberMe);
  remove(LOGIN_COOKIES.username);
  remove(LOGIN_COOKIES.mobileNum);
  remove(LOGIN_COOKIES.countryDialingCode);
}
