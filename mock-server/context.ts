import type { Faker } from '@faker-js/faker';
import type { Brand } from '#brands/brand.types.ts';
import type { Clock } from '#mock-server/clock.ts';
import type { PlatformKeys } from '#mock-server/crypto.ts';
import type { Db } from '#mock-server/db.ts';
import type { Inbox } from '#mock-server/inbox.ts';
import type { Scenario } from '#mock-server/scenarios/scenario.types.ts';

/**
 * What a handler may use: one platform instance's brand, data, clock, keys, inbox and the scenario in
 * force. Scenario and faker are functions because they change on `setScenario()`/`reset()`
 * while the handler list stays the same.
 */
export interface PlatformContext {
  readonly brand: Brand;
  readonly db: Db;
  readonly clock: Clock;
  readonly keys: PlatformKeys;
  /** The demo inbox: SMS codes and mails the platform "sends". */
  readonly inbox: Inbox;
  scenario(): Scenario;
  /** The platform's seeded faker, for values made at run time (e.g. session tokens). */
  faker(): Faker;
}
