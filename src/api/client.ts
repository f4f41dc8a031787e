import type { Envelope } from '#schemas/platform-api.ts';

/** A failed platform call. `message` is the server's message when it sent one. */
export class PlatformError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  readonly kind: 'server' | 'network' | 'unauthorized' | 'forbidden' | 'invalid-response';

  constructor(kind: PlatformError['kind'], status: number, serverMessage: string | null) {
    super(serverMessage ?? kind);
    this.name = 'PlatformError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export interface ClientSettings {
  /** Empty string: same origin. */
  baseUrl: string;
  getToken: () => string | null;
  getLanguage: () => string;
  /** Called when a token call answers 401: the session is cleared and the login popup opens. */
  onUnauthorized: () => void;
}

let settings: ClientSettings = {
  baseUrl: '',
  getToken: () => null,
  getLanguage: () => 'vi',
  onUnauthorized: () => {},
};

/** Set once at boot (and again when the brand changes). */
export function configureClient(next: Partial<ClientSettings>): void {
  settings = { ...settings, ...next };
}

type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** JSON body. */
  body?: unknown;
  /** Form-encoded body (spec: email reset). */
  form?: Record<string, string>;
  /** Calls marked "token" in the spec send the session token. */
  auth?: boolean;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: Query | undefined): string {
  const url = new URL(settings.baseUrl + path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function buildInit(options: RequestOptions): RequestInit {
  const headers = new Headers({ Accept: 'application/json', Language: settings.getLanguage() });
  const token = options.auth ? settings.getToken() : null;
  // The token travels in a header, never in a URL.
  if (token) headers.set('token', token);
  let body: BodyInit | undefined;
  if (options.form) {
    body = new URLSearchParams(options.form);
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return { method: options.method ?? 'GET', headers, body, signal: options.signal };
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

/** One platform call: unwraps the envelope and turns every failure into a PlatformError. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), buildInit(options));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new PlatformError('network', 0, null);
  }
  if (response.status === 401) {
    const envelope = await readEnvelope<unknown>(response).catch(() => null);
    settings.onUnauthorized();
    throw new PlatformError('unauthorized', 401, envelope?.message ?? null);
  }
  const envelope = await readEnvelope<T>(response);
  if (response.status === 403) throw new PlatformError('forbidden', 403, envelope.message);
  if (!response.ok || !envelope.success) {
    throw new PlatformError('server', response.status, envelope.message);
  }
  return envelope.value;
}
