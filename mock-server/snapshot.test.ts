// @vitest-environment node
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import { brands } from '#brands/index.ts';
import { encryptHybrid, generatePlatformKeys } from '#mock-server/crypto.ts';
import type { Db } from '#mock-server/db.ts';
import { createPlatform, type Platform } from '#mock-server/platform.ts';
import { takeSnapshot } from '#mock-server/snapshot-build.ts';
import { createDb } from '#mock-server/db.ts';
import type { PlatformRandom } from '#mock-server/random.ts';
import {
  fillDb,
  snapshotFor,
  snapshotRandom,
  type PlatformSnapshot,
} from '#mock-server/snapshot.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';

const keys = await generatePlatformKeys();

/** Every collection's records as plain JSON, in insertion order. */
function dump(db: Db): string {
  return JSON.stringify(Object.fromEntries(Object.entries(db).map(([name, c]) => [name, c.all()])));
}

/** As the demo build ships it: through JSON. */
async function shippedSnapshot(brand = testBrand): Promise<PlatformSnapshot> {
  return JSON.parse(JSON.stringify(await takeSnapshot(brand))) as PlatformSnapshot;
}

/** Values a platform makes at run time from its seeded randomness: two session tokens. */
/** The fixture brand with free play on: a trial account draws from the seeded randomness. */
const freePlayBrand = {
  ...testBrand,
  platform: {
    ...testBrand.platform,
    whitelabel: { ...testBrand.platform.whitelabel, FREEPLAY3: true },
  },
};

/** A free-play account: its name is the next draw of the seeded run-time randomness. */
async function trialAccount(platform: Platform): Promise<string> {
  const nonce = await encryptHybrid(platform.keys.publicKey, 'a-random-nonce');
  const request = new Request(`http://localhost${ENDPOINTS.freePlayLogin.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ os: 'test', platform: 'W', nonce, gatewayVersion: 3 }),
  });
  await getResponse([...platform.handlers], request);
  const trials = platform.db.members.all().filter((member) => member.account.startsWith('trial'));
  return trials.at(-1)?.account ?? '';
}

/**
 * Run-time values that continue the brand seed (trial accounts). Session tokens no longer do:
 * they come from crypto (issue 21, finding 8).
 */
async function runTimeValues(platform: Platform): Promise<string[]> {
  return [await trialAccount(platform), await trialAccount(platform)];
}

describe('a platform started from a snapshot', () => {
  it.each(Object.values(brands))(
    'has the seeded data of brand $app.id, record for record',
    async (brand) => {
      const seeded = await createPlatform({ brand, keys });
      const restored = await createPlatform({
        brand,
        keys,
        snapshot: await shippedSnapshot(brand),
      });
      expect(dump(restored.db)).toBe(dump(seeded.db));
    },
  );

  it('restores in steps of 50 records with a pause between them, to the same data', async () => {
    const snapshot = await shippedSnapshot();
    const records = Object.values(snapshot.collections).flat().length;
    expect(records).toBeGreaterThan(100);
    let pauses = 0;
    const target = () => ({
      db: createDb(),
      brand: testBrand,
      referenceTime: snapshot.referenceTime,
    });
    const stepped = target();
    await fillDb(stepped, snapshot, async () => {
      pauses += 1;
    });
    const whole = target();
    await fillDb(whole, snapshot);
    expect(pauses).toBe(Math.floor(records / 50));
    expect(dump(stepped.db)).toBe(dump(whole.db));
  });

  it('makes the same run-time values as a seeded one, also after a reset', async () => {
    const seeded = await createPlatform({ brand: freePlayBrand, keys });
    const restored = await createPlatform({
      brand: freePlayBrand,
      keys,
      snapshot: await shippedSnapshot(),
    });
    const expected = await runTimeValues(seeded);
    expect(expected[0]).toMatch(/^trial\d{6}$/);
    expect(await runTimeValues(restored)).toEqual(expected);

    await restored.db.banners.create({
      bannerId: 1,
      groupName: 'w_pvp',
      url: '/x.svg',
      title: 'Extra',
      linkageType: 'NONE',
      linkUrl: null,
    });
    await restored.reset();
    await seeded.reset();
    expect(dump(restored.db)).toBe(dump(seeded.db));
    expect(await runTimeValues(restored)).toEqual(await runTimeValues(seeded));
  });

  it("is refused when it was made for another brand's seed", async () => {
    const snapshot = await shippedSnapshot();
    const otherSeed = { ...testBrand, platform: { ...testBrand.platform, seed: 7 } };
    await expect(createPlatform({ brand: otherSeed, keys, snapshot })).rejects.toThrow(/seed/);
  });

  it('serves a brand made from a shipped one (a draft) on the shipped data, with its own flags', async () => {
    const draft = {
      ...testBrand,
      app: { ...testBrand.app, id: `${testBrand.app.id}-copy` },
      platform: {
        ...testBrand.platform,
        seed: testBrand.platform.seed + 1,
        whitelabel: { ...testBrand.platform.whitelabel, MOBILENUMREG3: false },
      },
    };
    const snapshot = await shippedSnapshot();
    await expect(createPlatform({ brand: draft, keys, snapshot })).rejects.toThrow(/brandId/);
    const seeded = await createPlatform({ brand: testBrand, keys });
    const previewed = await createPlatform({
      brand: draft,
      keys,
      snapshot: snapshotFor(draft, snapshot),
    });
    expect(dump(previewed.db)).toBe(dump(seeded.db));
    const answer = await fetchFrom(previewed, ENDPOINTS.getRegisterSettings.path);
    const { value } = (await answer.json()) as { value: { mobileRegistration: boolean } };
    expect(value.mobileRegistration).toBe(false);
  });

  it('is refused when the db has other collections than the snapshot', async () => {
    const snapshot = await shippedSnapshot();
    const collections = Object.fromEntries(
      Object.entries(snapshot.collections).filter(([name]) => name !== 'banners'),
    );
    await expect(
      createPlatform({ brand: testBrand, keys, snapshot: { ...snapshot, collections } }),
    ).rejects.toThrow(/collections/);
  });
});

/** Every kind of value the platform draws at run time, interleaved as handlers would. */
function drawMany(random: PlatformRandom): unknown[] {
  return Array.from({ length: 150 }, (_, i) => [
    random.alphanumeric(32),
    random.numeric(6),
    random.int(1, 0x7fffffff),
    random.alpha(4),
    random.int(i, i),
  ]);
}

describe('the run-time randomness of a snapshot', () => {
  it('continues the sequence where the seeds left it', async () => {
    const snapshot = await takeSnapshot(testBrand);
    const seeded = await createPlatform({ brand: freePlayBrand, keys });
    const continued = snapshotRandom(snapshot.seed, snapshot.draws);
    expect(`trial${continued.numeric(6)}`).toBe(await trialAccount(seeded));
  });

  it.each(Object.values(brands))(
    'draws what a freshly seeded platform of brand $app.id draws, value for value',
    async (brand) => {
      const snapshot = await shippedSnapshot(brand);
      const target = () => ({ db: createDb(), brand, referenceTime: snapshot.referenceTime });
      const seeded = await fillDb(target());
      const restored = await fillDb(target(), snapshot);
      expect(drawMany(restored)).toEqual(drawMany(seeded));
    },
  );

  it('draws differently for another number of seed draws (a stale snapshot would show)', async () => {
    const snapshot = await takeSnapshot(testBrand);
    const seeded = await fillDb({
      db: createDb(),
      brand: testBrand,
      referenceTime: snapshot.referenceTime,
    });
    const offByOne = snapshotRandom(snapshot.seed, snapshot.draws + 1);
    expect(drawMany(offByOne)).not.toEqual(drawMany(seeded));
  });
});

/** What the platform answers to a GET of `path`. */
async function fetchFrom(platform: Platform, path: string): Promise<Response> {
  const response = await getResponse(
    [...platform.handlers],
    new Request(`http://localhost${path}`),
  );
  if (!response) throw new Error(`no answer for ${path}`);
  return response;
}
