import type { Faker } from '@faker-js/faker';
import type { Brand } from '#brands/brand.types.ts';
import type { Db } from '#mock-server/db.ts';

/** What a domain seed needs. */
export interface SeedEnv {
  db: Db;
  brand: Brand;
  faker: Faker;
  /** Epoch ms that seeded dates count back from (never the wall clock). */
  referenceTime: number;
}

/** Where seeded data goes: a seed's environment without the faker it draws from. */
export type SeedTarget = Omit<SeedEnv, 'faker'>;

/** 'vi' for brands whose default language is Vietnamese, else 'en'. */
export function contentLanguage(brand: Brand): 'vi' | 'en' {
  return brand.app.defaultLanguage === 'vi' ? 'vi' : 'en';
}
