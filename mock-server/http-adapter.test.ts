// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, SystemStatus } from '#schemas/platform-api.ts';
import {
  MAX_BODY_BYTES,
  startHttpServer,
  type RunningHttpServer,
} from '#mock-server/http-adapter.ts';
import { createPlatform } from '#mock-server/platform.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';

// A real HTTP server on a free port: no msw interception in this file.
const platform = await createPlatform({ brand: testBrand });
let server: RunningHttpServer;
beforeAll(async () => {
  server = await startHttpServer({ platform, port: 0 });
});
afterAll(() => server.close());

describe('HTTP server adapter', () => {
  it('answers platform calls over real HTTP', async () => {
    const response = await fetch(`${server.url}/wps/system/status`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Envelope<SystemStatus>;
    expect(body.success).toBe(true);
    expect(body.value.status).toBe(0);
  });

  it('passes request bodies and headers through', async () => {
    const token = await platform.issueSession('demo01');
    const response = await fetch(`${server.url}/wps/member/language`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', token },
      body: JSON.stringify({ language: 'en' }),
    });
    expect(response.status).toBe(200);
    expect(platform.db.members.findFirst((q) => q.where({ account: 'demo01' }))?.language).toBe(
      'en',
    );
  });

  it('refuses a body over the limit with 413 instead of buffering it (issue 21, finding 12)', async () => {
    const response = await fetch(`${server.url}/wps/member/language`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(MAX_BODY_BYTES + 1),
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as Envelope<null>;
    expect(body.success).toBe(false);
  });

  it('serves SVG assets, also to HEAD requests', async () => {
    const response = await fetch(`${server.url}/mock-cdn/b/mock-assets/icons/EVO.svg`);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toContain('<svg');

    const head = await fetch(`${server.url}/mock-assets/icons/EVO.svg`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('answers an unknown API call with a 404 envelope', async () => {
    const response = await fetch(`${server.url}/wps/nothing/here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, value: null });
  });

  it('allows CORS from localhost origins only', async () => {
    const preflight = await fetch(`${server.url}/wps/member/language`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, token',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type, token');

    const captcha = await fetch(`${server.url}/wps/captcha`, {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(captcha.headers.get('access-control-expose-headers')).toBe('Captcha-Id');
    expect(captcha.headers.get('captcha-id')).toMatch(/^\w{20}$/);

    const foreign = await fetch(`${server.url}/wps/system/status`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
