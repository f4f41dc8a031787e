import type { Faker, Randomizer } from '@faker-js/faker';
import { createSeededFaker } from '#mock-server/faker.ts';
import { seedAnnouncements } from '#mock-server/seeds/announcements.seed.ts';
import { seedBanners } from '#mock-server/seeds/banners.seed.ts';
import { seedHelp } from '#mock-server/seeds/help.seed.ts';
import { seedMembers } from '#mock-server/seeds/members.seed.ts';
import type { SeedEnv, SeedTarget } from '#mock-server/seeds/seed-env.ts';
import { seedVendors } from '#mock-server/seeds/vendors.seed.ts';
import { seedWithdraw } from '#mock-server/seeds/withdraw.seed.ts';
import { seedAgent } from '#mock-server/agent/agent.seed.ts';
import { seedLoyalty } from '#mock-server/seeds/loyalty.seed.ts';
import { seedSecurity } from '#mock-server/seeds/security.seed.ts';
import { seedPromotions } from '#mock-server/seeds/promotions.seed.ts';

/**
 * Fills an empty db. The order is fixed: each seed draws from the same faker sequence, so
 * reordering changes the data (but never makes it differ between runs).
 */
export async function seedPlatform(env: SeedEnv): Promise<void> {
  await seedVendors(env);
  await seedBanners(env);
  await seedAnnouncements(env);
  await seedHelp(env);
  await seedMembers(env);
  await seedWithdraw(env);
  await seedAgent(env);
  await seedLoyalty(env);
  await seedSecurity(env);
  await seedPromotions(env);
}

/**
 * Runs the seeds with a new faker seeded from the brand and returns that faker, so values made
 * at run time (tokens, codes) continue its sequence. `randomizer` replaces faker's own
 * generator with an equal one (the demo snapshot counts its draws).
 */
export async function seedWithFaker(env: SeedTarget, randomizer?: Randomizer): Promise<Faker> {
  const faker = createSeededFaker(env.brand, randomizer);
  await seedPlatform({ ...env, faker });
  return faker;
}
