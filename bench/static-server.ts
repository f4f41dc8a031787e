import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.map']);

export interface StaticServer {
  url: string;
  /** The content encodings the browser accepted and got, for the report. */
  encodings: Set<string>;
  close: () => Promise<void>;
}

/**
 * Serves a built folder the way a CDN would: brotli or gzip for text (at the same levels as
 * the bundle figures), `<path>.html` for a prerendered page, and index.html for any other path
 * without a file (a single-page app).
 * `vite preview` sends uncompressed files, which would make Lighthouse's transfer sizes and
 * simulated load times worse than any real deployment.
 * Text files are brotli-compressed before the server listens, as a CDN serves them: compressing
 * on the first request would slow that request, and Lighthouse's simulator charges every
 * request of the origin with the median server response time it observed.
 */
export async function serveStatic(
  root: string,
  port: number,
  /** Paths under these prefixes go to `target` (a live build's platform, `npm run mock:serve`). */
  proxy?: { prefixes: readonly string[]; target: string },
): Promise<StaticServer> {
  const cache = new Map<string, Buffer>();
  const encodings = new Set<string>();
  const keyOf = (encoding: 'br' | 'gzip', file: string) => `${encoding}:${file}`;
  const compressed = (file: string, encoding: 'br' | 'gzip') => {
    const key = keyOf(encoding, file);
    let body = cache.get(key);
    if (!body) {
      const raw = readFileSync(file);
      body = encoding === 'br' ? brotliCompressSync(raw) : gzipSync(raw, { level: 9 });
      cache.set(key, body);
    }
    return body;
  };

  await Promise.all(
    filesUnder(root)
      .filter((file) => COMPRESSIBLE.has(extname(file)) && extname(file) !== '.map')
      .map(async (file) => cache.set(keyOf('br', file), await compressBrotli(readFileSync(file)))),
  );

  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (proxy?.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
      const upstream = forward(
        new URL(request.url ?? '/', proxy.target),
        {
          method: request.method,
          headers: { ...request.headers, host: new URL(proxy.target).host },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.writeHead(502).end());
      request.pipe(upstream);
      return;
    }
    let file = join(root, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    // A prerendered page (docs/decisions/013): /register is register.html, as static hosts do.
    if (!extname(path) && existsSync(`${file}.html`)) file = `${file}.html`;
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (extname(path) && !path.endsWith('.html')) {
        response.writeHead(404).end();
        return;
      }
      file = join(root, 'index.html');
    }
    const ext = extname(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    };
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.has(ext)
      ? undefined
      : /\bbr\b/.test(accepts)
        ? 'br'
        : /\bgzip\b/.test(accepts)
          ? 'gzip'
          : undefined;
    const body = encoding ? compressed(file, encoding) : readFileSync(file);
    if (encoding) headers['content-encoding'] = encoding;
    if (COMPRESSIBLE.has(ext)) encodings.add(encoding ?? 'identity');
    headers['vary'] = 'accept-encoding';
    headers['content-length'] = String(body.length);
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${actual}`,
        encodings,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

const compressBrotli = promisify(brotliCompress);

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}
