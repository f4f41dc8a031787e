// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Db } from '#mock-server/db.ts';
import { createPlatform } from '#mock-server/platform.ts';
import { encryptHybrid, generatePlatformKeys } from '#mock-server/crypto.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';

const keys = await generatePlatformKeys();

/** Every collection's records as plain JSON, in insertion order. */
function snapshot(db: Db): string {
  return JSON.stringify(Object.fromEntries(Object.entries(db).map(([name, c]) => [name, c.all()])));
}

describe('createPlatform', () => {
  it('seeds identical data from the same seed, in two platforms and after a reset', async () => {
    const first = await createPlatform({ brand: testBrand, keys });
    const second = await createPlatform({ brand: testBrand, keys });
    const seeded = snapshot(first.db);
    expect(snapshot(second.db)).toBe(seeded);

    await first.issueSession('demo01');
    await first.db.banners.create({
      bannerId: 1,
      groupName: 'w_pvp',
      url: '/x.svg',
      title: 'Extra',
      linkageType: 'NONE',
      linkUrl: null,
    });
    await first.reset();
    expect(snapshot(first.db)).toBe(seeded);
  });

  it('pauses between the steps of its start and ends with the same handlers as without pauses', async () => {
    let pauses = 0;
    const paused = await createPlatform({
      brand: testBrand,
      keys,
      pause: async () => {
        pauses += 1;
      },
    });
    const unpaused = await createPlatform({ brand: testBrand, keys });
    // After seeding, after every 6 of the 38 handler groups, and before ranking the hot games.
    expect(pauses).toBe(8);
    expect(paused.handlers.length).toBeGreaterThan(100);
    expect(paused.handlers.map((handler) => handler.info.header)).toEqual(
      unpaused.handlers.map((handler) => handler.info.header),
    );
  });

  it('seeds different data from a different seed', async () => {
    const a = await createPlatform({ brand: testBrand, keys });
    const b = await createPlatform({
      brand: { ...testBrand, platform: { ...testBrand.platform, seed: 7 } },
      keys,
    });
    expect(snapshot(b.db)).not.toBe(snapshot(a.db));
  });

  it('generates its own key pair and decrypts what was encrypted for it', async () => {
    const platform = await createPlatform({ brand: testBrand });
    expect(platform.keys.publicKey).not.toBe(keys.publicKey);
    const payload = await encryptHybrid(platform.keys.publicKey, '{"password":"Demo1234"}');
    expect(await platform.decrypt(payload)).toBe('{"password":"Demo1234"}');
  });

  it('refuses to open a session for an account that was not seeded', async () => {
    const platform = await createPlatform({ brand: testBrand, keys });
    await expect(platform.issueSession('nobody')).rejects.toThrow(/nobody/);
  });
});
