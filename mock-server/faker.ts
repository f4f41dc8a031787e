import { base, en, Faker, vi, type Randomizer } from '@faker-js/faker';
import type { Brand } from '#brands/brand.types.ts';
import type { PlatformRandom } from '#mock-server/random.ts';

/**
 * A faker owned by one platform instance and seeded with the brand's seed, so every run shows
 * the same data. Its own instance (not the shared `faker`) keeps two platforms from
 * disturbing each other's sequence. `randomizer` lets the demo snapshot count the draws
 * (mock-server/snapshot-build.ts); faker's default randomizer is the same generator.
 */
export function createSeededFaker(brand: Brand, randomizer?: Randomizer): Faker {
  const locale = brand.app.defaultLanguage === 'vi' ? [vi, en, base] : [en, base];
  const faker = new Faker({ locale, randomizer });
  faker.seed(brand.platform.seed);
  return faker;
}

/**
 * The platform's run-time randomness from a seeded faker (Node, where the seeds ran): faker's
 * own methods, continuing its sequence after the seeds.
 */
export function fakerRandom(faker: Faker): PlatformRandom {
  return {
    int: (min, max) => faker.number.int({ min, max }),
    alphanumeric: (length) => faker.string.alphanumeric(length),
    numeric: (length) => faker.string.numeric(length),
    alpha: (length) => faker.string.alpha({ length, casing: 'mixed' }),
  };
}
