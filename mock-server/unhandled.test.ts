// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { API_PREFIXES } from '#mock-server/paths.ts';
import { warnOnUnhandledApiCall } from '#mock-server/unhandled.ts';

type Args = Parameters<typeof warnOnUnhandledApiCall>[0];

function unhandled(url: string, protocol = 'http') {
  const defaults = { warn: vi.fn(), error: vi.fn() };
  const frame = { protocol, data: { request: new Request(url) } } as unknown as Args['frame'];
  void warnOnUnhandledApiCall({ frame, defaults });
  return defaults;
}

describe('warnOnUnhandledApiCall', () => {
  // Under every prefix of the endpoint contract (/wps/, /lgw/, /lotto/) and of the assets.
  const missing = [...API_PREFIXES.map((prefix) => `${prefix}unknown`), '/mock-assets/z.png'];

  it('knows the three platform prefixes', () => expect(API_PREFIXES).toHaveLength(3));

  it.each([...missing, '/mock-cdn/a/q'])(
    'warns for %s, a call the simulated platform is missing',
    (path) => {
      expect(unhandled(`http://localhost:5173${path}`).warn).toHaveBeenCalledOnce();
    },
  );

  it.each(['/src/main.tsx', '/@vite/client', '/node_modules/.vite/deps/react.js', '/favicon.ico'])(
    'lets %s pass silently',
    (path) => {
      const defaults = unhandled(`http://localhost:5173${path}`);
      expect(defaults.warn).not.toHaveBeenCalled();
      expect(defaults.error).not.toHaveBeenCalled();
    },
  );

  it('ignores frames that are not HTTP', () => {
    expect(unhandled('http://localhost/wps/x', 'ws').warn).not.toHaveBeenCalled();
  });
});
