import { seedAnnouncements } from '#mock-server/seeds/announcements.seed.ts';
import { seedBanners } from '#mock-server/seeds/banners.seed.ts';
import { seedHelp } from '#mock-server/seeds/help.seed.ts';
import { seedMembers } from '#mock-server/seeds/members.seed.ts';
import type { SeedEnv } from '#mock-server/seeds/seed-env.ts';
import { seedVendors } from '#mock-server/seeds/vendors.seed.ts';

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
}
