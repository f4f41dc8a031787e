import type {
  MaintenanceInfo,
  RegionRestriction,
  SystemStatusCode,
} from '#schemas/platform-api.ts';
import type { Brand } from '#brands/brand.types.ts';
import type { ScenarioName } from '#mock-server/scenarios/registry.ts';

/** What the platform says about itself: served by /wps/system/status and /permission. */
export interface SystemState {
  status: SystemStatusCode;
  maintenance: MaintenanceInfo | null;
  regionRestriction: RegionRestriction | null;
  location: { ip: string; country: string };
}

export interface ScenarioEnv {
  brand: Brand;
  /** Epoch ms from the platform clock. */
  now: number;
  /** The caller's `Language` header: messages a person reads come back in it (vi or en). */
  language: string;
}

/** What a scenario knows of the platform when it meets an API call. */
export interface ApiCallEnv {
  /** Its default language answers calls that send no `Language` header. */
  brand: Brand;
}

/** One behaviour of the simulated platform; a fresh instance per `setScenario()`/`reset()`. */
export interface Scenario {
  readonly name: ScenarioName;
  readonly description: string;
  systemState(env: ScenarioEnv): SystemState;
  /**
   * Runs before every API call (never for assets). A returned response answers the call
   * instead of its handler, in the request's language; returning nothing lets the handler
   * answer. A call that sends no `Language` header is answered in the brand's language.
   */
  /**
   * What the simulated payment step answers for a deposit the member says they paid.
   * Absent: it completes.
   */
  readonly paymentOutcome?: 'failed' | 'pending';
  /**
   * Every HTML field (announcements, agent announcements, promotion terms, messages, help)
   * and banner link the platform sends is a hostile payload (`content/hostile-content.ts`).
   */
  readonly hostileContent?: boolean;
  beforeApiCall?(
    request: Request,
    env: ApiCallEnv,
  ): Promise<Response | undefined> | Response | undefined;
}
