import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import type { Envelope } from '#schemas/platform-api.ts';
import { CAPTCHA_ID_HEADER } from '#mock-server/captcha/captchas.ts';
import { say } from '#mock-server/messages/say.ts';
import { isApiPath } from '#mock-server/paths.ts';
import type { Platform } from '#mock-server/platform.ts';

/**
 * Serves a platform's msw handlers over real HTTP. @mswjs/http-middleware 0.10.3 calls
 * msw's `handleRequest`, which msw 3 no longer exports, so this adapter turns a Node request
 * into a fetch `Request` and asks msw's public `getResponse()` for the answer.
 */

/** Origins allowed by CORS: any port on localhost, 127.0.0.1 or [::1]. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export interface HttpServerOptions {
  platform: Platform;
  /** Default 127.0.0.1 (not reachable from other machines). */
  host?: string;
  /** Default 8787; 0 picks a free port. */
  port?: number;
}

export interface RunningHttpServer {
  /** e.g. 'http://127.0.0.1:8787' */
  readonly url: string;
  close(): Promise<void>;
}

/** Starts an HTTP server answering with the platform's handlers. */
export async function startHttpServer(options: HttpServerOptions): Promise<RunningHttpServer> {
  const { platform, host = '127.0.0.1', port = 8787 } = options;
  const server = createServer((req, res) => {
    handle(platform, req, res).catch((error: unknown) => {
      console.error('[mock-server]', error);
      // English: the failure may come before the request (and its Language header) was read.
      writeJson(res, 500, { success: false, value: null, message: say('en', 'systemError') });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    close: () =>
      new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}

async function handle(platform: Platform, req: IncomingMessage, res: ServerResponse) {
  setCorsHeaders(req, res);
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  const origin = `http://${req.headers.host ?? 'localhost'}`;
  const request = await toFetchRequest(req, origin);
  if (!request) {
    writeJson(res, 413, {
      success: false,
      value: null,
      message: `The request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB`,
    });
    req.resume();
    return;
  }
  const response = await getResponse([...platform.handlers], request, { baseUrl: origin });
  if (response) {
    await writeResponse(res, response, req.method === 'HEAD');
    return;
  }
  const { pathname } = new URL(request.url);
  if (isApiPath(pathname)) {
    writeJson(res, 404, {
      success: false,
      value: null,
      message: `No such call in the simulated platform: ${request.method} ${pathname}`,
    });
  } else {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  }
}

/**
 * The largest request body the server reads (issue 21, finding 12): 20 MB, above the biggest
 * upload the product sends (up to 3 proof images of at most 5 MB each). A larger
 * one answers 413 without being buffered.
 */
export const MAX_BODY_BYTES = 20 * 1024 * 1024;

/** The request as fetch sees it; null when its body passes `MAX_BODY_BYTES`. */
async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request | null> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // msw handlers answer GET; a HEAD request runs as GET and is sent without its body.
  const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const declared = Number(req.headers['content-length'] ?? 0);
  if (hasBody && declared > MAX_BODY_BYTES) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  if (hasBody) {
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) return null;
      chunks.push(chunk as Buffer);
    }
  }
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function writeResponse(res: ServerResponse, response: Response, headOnly: boolean) {
  const body = Buffer.from(await response.arrayBuffer());
  response.headers.forEach((value, name) => res.appendHeader(name, value));
  res.writeHead(response.status, response.statusText || undefined);
  res.end(headOnly ? undefined : body);
}

function writeJson(res: ServerResponse, status: number, body: Envelope<null>) {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/** Permissive CORS for local front ends (a Vite dev server on another port, a live build). */
function setCorsHeaders(req: IncomingMessage, res: ServerResponse) {
  const origin = req.headers.origin;
  if (!origin || !LOCAL_ORIGIN.test(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? 'Content-Type, token, Language, Accept',
  );
  res.setHeader('Access-Control-Max-Age', '600');
  // The captcha's id travels in a response header, which a browser hides unless exposed.
  res.setHeader('Access-Control-Expose-Headers', CAPTCHA_ID_HEADER);
}
