import type { Brand } from '#brands/brand.types.ts';
import type { Clock } from '#mock-server/clock.ts';
import type { PlatformKeys } from '#mock-server/crypto.ts';
import type { Db } from '#mock-server/db.ts';
import type { Inbox } from '#mock-server/inbox.ts';
import type { PlatformRandom } from '#mock-server/random.ts';
import type { Scenario } from '#mock-server/scenarios/scenario.types.ts';

/**
 * What a handler may use: one platform instance's brand, data, clock, keys, inbox and the scenario in
 * force. Scenario and random are functions because they change on `setScenario()`/`reset()`
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
  /**
   * The platform's seeded randomness for values made at run time (tokens, ids, codes): it
   * continues where the seeds left off, so every run makes the same ones.
   */
  random(): PlatformRandom;
}
