/**
 * The one way to the platform. Every platform call is declared once in `schemas/endpoints/`
 * (method, path, access, body encoding, wire types); a function in `src/api/<domain>.ts`
 * calls it with `call(declaration, { query, body })`, and the simulated platform resolves the
 * same declaration. This module owns the base URL, the token, the envelope, errors and body
 * encryption.
 */
import type {
  BodyOf,
  Endpoint,
  QueryOf,
  QueryValue,
  ResponseOf,
} from '#schemas/endpoints/define.ts';
import type { Envelope, HybridPayload } from '#schemas/platform-api.ts';

/** A failed platform call. `message` is the server's message when it sent one. */
export class PlatformError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  readonly kind: 'server' | 'network' | 'unauthorized' | 'forbidden' | 'invalid-response';
  /**
   * The failure envelope's `value`: null for most calls; a failed login carries
   * `LoginFailureValue` (`{ captcha: true }` asks for a captcha), a refused SMS `SmsResult`.
   */
  readonly value: unknown;

  constructor(
    kind: PlatformError['kind'],
    status: number,
    serverMessage: string | null,
    value: unknown = null,
  ) {
    super(serverMessage ?? kind);
    this.name = 'PlatformError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
    this.value = value;
  }
}

export interface ClientSettings {
  /** Empty string: same origin. */
  baseUrl: string;
  getToken: () => string | null;
  getLanguage: () => string;
  /** Called when a token call answers 401: the session is cleared and the login popup opens. */
  onUnauthorized: () => void;
  /**
   * The platform's RSA public key (SPKI, base64) from `PermissionConfig.info.publicKey`, for
   * encrypted calls. Set once the permission config has loaded.
   */
  publicKey: string | null;
  /**
   * Settles when the platform can answer. Every call waits for it, so the app can render while
   * the demo's simulated platform starts. A rejection is not the call's failure: it is sent anyway.
   */
  ready: Promise<unknown>;
}

let settings: ClientSettings = {
  baseUrl: '',
  getToken: () => null,
  getLanguage: () => 'vi',
  onUnauthorized: () => {},
  publicKey: null,
  ready: Promise.resolve(),
};

/** Set once at boot (and again when the brand changes or the permission config loads). */
export function configureClient(next: Partial<ClientSettings>): void {
  settings = { ...settings, ...next };
}

type Query = Record<string, QueryValue>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** JSON body. */
  body?: unknown;
  /** Form-encoded body (spec: email reset). */
  form?: Record<string, string>;
  /** Calls marked "token" in the spec send the session token. */
  auth?: boolean;
  /**
   * A token of the call's own (a sign-in link's, checked before it replaces the session): sent
   * in place of the session's; its 401 is the caller's alone and ends no session.
   */
  token?: string;
  /** Calls marked "encrypted" in the spec send `body` hybrid-encrypted (needs `publicKey`). */
  encrypted?: boolean;
  /** Reads response headers (e.g. the captcha's `Captcha-Id`) of a successful call. */
  onHeaders?: (headers: Headers) => void;
  signal?: AbortSignal;
}

/** Encrypts a text for the platform with the configured public key. */
export function encryptForPlatform(plaintext: string): Promise<HybridPayload> {
  const { publicKey } = settings;
  if (!publicKey) {
    throw new Error('Encrypted call before configureClient({ publicKey }): load the config first');
  }
  // The cipher loads with the first encrypted call (login, register), not with every page.
  return import('#schemas/hybrid-cipher.ts').then(({ encryptHybrid }) =>
    encryptHybrid(publicKey, plaintext),
  );
}

function buildUrl(path: string, query: Query | undefined): string {
  const url = new URL(settings.baseUrl + path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function buildInit(options: RequestOptions): Promise<RequestInit> {
  const headers = new Headers({ Accept: 'application/json', Language: settings.getLanguage() });
  const token = options.auth ? (options.token ?? settings.getToken()) : null;
  // The token travels in a header, never in a URL.
  if (token) headers.set('token', token);
  let body: BodyInit | undefined;
  if (options.form) {
    // A string with its type set, rather than URLSearchParams, so every fetch sends it alike.
    headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    const json = JSON.stringify(options.body);
    body = options.encrypted ? JSON.stringify(await encryptForPlatform(json)) : json;
  }
  // The platform knows a player by the token header alone. No cookie goes with a call: the
  // remembered-login cookies (saved username, SMS number) stay in the browser, even when the
  // platform is served from the site's own origin.
  return {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
    credentials: 'omit',
  };
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  try {
    const data = (await response.json()) as Envelope<T>;
    if (typeof data !== 'object' || data === null || !('success' in data)) throw new Error();
    return data;
  } catch {
    throw new PlatformError('invalid-response', response.status, null);
  }
}

/**
 * One request by path. Platform calls go through `call()` and their declaration; this stays
 * for what is not a platform call (the simulated phone-auth provider of demo builds).
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // A platform that failed to start answers nothing: the call then fails like any other.
  await settings.ready.catch(() => undefined);
  const init = await buildInit(options);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new PlatformError('network', 0, null);
  }
  if (response.status === 401) {
    const envelope = await readEnvelope<unknown>(response).catch(() => null);
    if (options.token === undefined) settings.onUnauthorized();
    throw new PlatformError('unauthorized', 401, envelope?.message ?? null, envelope?.value);
  }
  const envelope = await readEnvelope<T>(response);
  if (response.status === 403) {
    throw new PlatformError('forbidden', 403, envelope.message, envelope.value);
  }
  if (!response.ok || !envelope.success) {
    throw new PlatformError('server', response.status, envelope.message, envelope.value);
  }
  options.onHeaders?.(response.headers);
  return envelope.value;
}

/** What a call sends besides what its declaration says: its query and body, typed by it. */
export interface CallOptions<E extends Endpoint> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** Reads response headers (e.g. the captcha's `Captcha-Id`) of a successful call. */
  onHeaders?: (headers: Headers) => void;
  signal?: AbortSignal;
  /** A token of the call's own, in place of the session's (see `RequestOptions.token`). */
  token?: string;
}

/**
 * Calls a declared platform call: method, path, whether the token goes with it (every access
 * but `public`) and how the body travels (JSON, encrypted, form) come from the declaration.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<ResponseOf<E>> {
  const { query, body, onHeaders, signal, token } = options;
  const form = endpoint.body === 'form' ? (body as Record<string, string>) : undefined;
  return request<ResponseOf<E>>(endpoint.path, {
    method: endpoint.method,
    query: query as Query | undefined,
    body: form ? undefined : body,
    form,
    auth: endpoint.access !== 'public',
    encrypted: endpoint.body === 'encrypted',
    onHeaders,
    signal,
    token,
  });
}
