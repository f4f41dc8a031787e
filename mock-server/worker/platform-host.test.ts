// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { memoryStorage } from './memory-storage.ts';
import { createPlatformHost, type HostOptions } from './platform-host.ts';
import type { DemoReadings } from './protocol.ts';

const ORIGIN = 'http://demo.test';
const get = (path: string) => new Request(`${ORIGIN}${path}`, { headers: { Language: 'en' } });

function hostOver(storage: Storage, open: readonly string[] = ['tab-1', 'tab-2']) {
  const told: Array<{ clientId: string; readings: DemoReadings }> = [];
  const options: HostOptions = {
    loadSnapshot: async () => undefined,
    storage,
    tell: (clientId, readings) => told.push({ clientId, readings }),
    openClients: async () => open,
  };
  return { host: createPlatformHost(options), told };
}

const start = (brand = testBrand, now = Date.now()) =>
  ({ type: 'start', start: { brand, scenario: 'normal' }, now }) as const;
const json = async (response: Response | null) =>
  (await response?.json()) as { success: boolean; value: unknown } | undefined;

describe('the platform host of the demo service worker', () => {
  it("answers a page's calls once it has started, and leaves a page that never started to the network", async () => {
    const { host } = hostOver(memoryStorage());
    expect(await host.respond('tab-1', get(ENDPOINTS.getSystemStatus.path))).toBeNull();

    const readings = (await host.request('tab-1', start())) as DemoReadings;
    expect(readings).toMatchObject({ inbox: [], captcha: null, slider: null });
    const status = await host.respond('tab-1', get(ENDPOINTS.getSystemStatus.path));
    expect(status?.status).toBe(200);
    expect((await json(status))?.success).toBe(true);
    expect(await host.respond('tab-2', get(ENDPOINTS.getSystemStatus.path))).toBeNull();
  });

  it("tells the brand's pages the new captcha answer after the call that drew it", async () => {
    const { host, told } = hostOver(memoryStorage());
    await host.request('tab-1', start());
    await host.request('tab-2', start());
    await host.respond('tab-1', get(ENDPOINTS.getCaptcha.path));
    expect(told.map((t) => t.clientId).sort()).toEqual(['tab-1', 'tab-2']);
    expect(told[0]?.readings.captcha).toMatch(/^\w{4,}$/);

    const before = told.length;
    await host.respond('tab-1', get(ENDPOINTS.getSystemStatus.path));
    expect(told).toHaveLength(before);
  });

  it('runs one platform per brand: two brands in two tabs each get their own', async () => {
    const { host } = hostOver(memoryStorage());
    const second = {
      ...testBrand,
      app: { ...testBrand.app, id: 'second-brand', name: 'Second Bet' },
    };
    await host.request('tab-1', start());
    await host.request('tab-2', start(second));
    const siteNameOf = async (tab: string) =>
      (
        (await json(await host.respond(tab, get(ENDPOINTS.getSiteConfig.path))))?.value as {
          siteName?: string;
        }
      )?.siteName;
    expect(await siteNameOf('tab-1')).toBe(testBrand.app.name);
    expect(await siteNameOf('tab-2')).toBe('Second Bet');
  });

  it('keeps the state after an answer, and a restarted worker answers a known page without a new start', async () => {
    const storage = memoryStorage();
    const { host } = hostOver(storage);
    await host.request('tab-1', start());
    await host.respond('tab-1', get(ENDPOINTS.getSystemStatus.path));
    await host.settled();
    expect(storage.getItem(`demoPlatform/${testBrand.app.id}`)).toContain('"members"');

    const restarted = hostOver(storage).host;
    const status = await restarted.respond('tab-1', get(ENDPOINTS.getSystemStatus.path));
    expect(status?.status).toBe(200);
  });

  it('switches the scenario of the running platform, and forgets the state on reset', async () => {
    const storage = memoryStorage();
    const { host } = hostOver(storage);
    await host.request('tab-1', start());
    await host.request('tab-1', { type: 'scenario', name: 'maintenance' });
    const status = await json(await host.respond('tab-1', get(ENDPOINTS.getSystemStatus.path)));
    expect(JSON.stringify(status)).toMatch(/maintenance/i);

    await host.settled();
    await host.request('tab-1', { type: 'reset' });
    expect(storage.getItem(`demoPlatform/${testBrand.app.id}`)).toBeNull();
  });

  it("keeps the time of the page that started last, as the page's own platform would", async () => {
    const { host } = hostOver(memoryStorage());
    const tomorrow = Date.now() + 86_400_000;
    const readings = (await host.request('tab-1', start(testBrand, tomorrow))) as DemoReadings;
    expect(readings.clockOffset).toBeGreaterThan(86_400_000 - 5_000);
    expect(readings.clockOffset).toBeLessThanOrEqual(86_400_000);
  });

  it("starts the brand's platform again when a page brings a changed brand file (the studio's draft)", async () => {
    const { host } = hostOver(memoryStorage());
    await host.request('tab-1', start());
    const siteName = async () =>
      (
        (await json(await host.respond('tab-1', get(ENDPOINTS.getSiteConfig.path))))?.value as {
          siteName?: string;
        }
      )?.siteName;
    expect(await siteName()).toBe(testBrand.app.name);
    const renamed = { ...testBrand, app: { ...testBrand.app, name: 'Renamed Bet' } };
    await host.request('tab-1', start(renamed));
    expect(await siteName()).toBe('Renamed Bet');
  });

  it("answers the demo panel's review queue", async () => {
    const spy = vi.fn();
    const { host } = hostOver(memoryStorage());
    await host.request('tab-1', start());
    spy(await host.request('tab-1', { type: 'desk', call: 'redemptions', args: ['en'] }));
    expect(spy).toHaveBeenCalledWith([]);
    await expect(
      host.request('tab-9', { type: 'desk', call: 'redemptions', args: ['en'] }),
    ).rejects.toThrow('has not started');
  });
});
