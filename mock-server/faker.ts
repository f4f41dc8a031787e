import { base, en, Faker, vi, type Randomizer } from '@faker-js/faker';
import type { Brand } from '#brands/brand.types.ts';

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
