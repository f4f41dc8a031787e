// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { Envelope } from '#schemas/platform-api.ts';
import type { GameList, LaunchResult } from '#schemas/games-api.ts';
import { startHttpServer, type RunningHttpServer } from '#mock-server/http-adapter.ts';
import { createPlatform } from '#mock-server/platform.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';

// A real HTTP server (npm run mock:serve): no msw interception in this file.
const platform = await createPlatform({ brand: testBrand });
let server: RunningHttpServer;
beforeAll(async () => {
  server = await startHttpServer({ platform, port: 0 });
});
afterAll(() => server.close());

async function value<T>(path: string, init?: RequestInit): Promise<T> {
  const body = (await (await fetch(`${server.url}${path}`, init)).json()) as Envelope<T>;
  return body.value;
}

it('serves a launched demo game page as HTML over real HTTP, its script and its spins', async () => {
  const token = await platform.issueSession('demo01');
  const [game] = (await value<GameList>(`${ENDPOINTS.getGameList.path}?gameType=RNG&pageSize=1`))
    .games;
  const { game_url: url } = await value<LaunchResult>(ENDPOINTS.launchGame.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', token },
    body: JSON.stringify({ nodeId: game!.nodeId, vassalage: game!.vassalage, language: 'en' }),
  });
  const page = await fetch(`${server.url}${url}`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const html = await page.text();
  const script = /<script src="([^"]+\/slot\.js)">/.exec(html)?.[1];
  const file = await fetch(`${server.url}${script}`);
  expect(file.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(await file.text()).toContain('SYMBOLS');
  const session = /"session":"([A-Za-z0-9]+)"/.exec(html)?.[1];
  const spin = await value<{ round: number }>('/mock-cdn/games/api/spin', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ session, stake: game!.minBet }),
  });
  expect(spin.round).toBe(1);
  const icon = await fetch(`${server.url}${game!.icon}`);
  expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
});
