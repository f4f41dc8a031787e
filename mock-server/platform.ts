import type { HttpHandler } from 'msw';
import type { Brand } from '#brands/brand.types.ts';
import { systemClock, SEED_REFERENCE_TIME, type Clock } from '#mock-server/clock.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import {
  decryptHybrid,
  generatePlatformKeys,
  type HybridPayload,
  type PlatformKeys,
} from '#mock-server/crypto.ts';
import { clearDb, createDb, type Db } from '#mock-server/db.ts';
import { catalogueOf } from '#mock-server/games/catalogue.ts';
import { affiliateHandlers } from '#mock-server/handlers/affiliate.handlers.ts';
import { captchaHandlers } from '#mock-server/handlers/captcha.handlers.ts';
import { supportHandlers } from '#mock-server/handlers/support.handlers.ts';
import { customerServiceHandlers } from '#mock-server/handlers/customer-service.handlers.ts';
import { announcementHandlers } from '#mock-server/handlers/announcements.handlers.ts';
import { assetHandlers } from '#mock-server/handlers/assets.handlers.ts';
import { bannerHandlers } from '#mock-server/handlers/banners.handlers.ts';
import { gameHandlers } from '#mock-server/handlers/games.handlers.ts';
import { gameListHandlers } from '#mock-server/handlers/game-list.handlers.ts';
import { favouriteHandlers } from '#mock-server/handlers/favourites.handlers.ts';
import { launchHandlers } from '#mock-server/handlers/launch.handlers.ts';
import { lotteryHandlers } from '#mock-server/handlers/lottery.handlers.ts';
import { depositHandlers } from '#mock-server/handlers/deposit.handlers.ts';
import { demoGameHandlers } from '#mock-server/handlers/demo-games.handlers.ts';
import { helpHandlers } from '#mock-server/handlers/help.handlers.ts';
import { memberHandlers } from '#mock-server/handlers/member.handlers.ts';
import { passwordHandlers } from '#mock-server/handlers/password.handlers.ts';
import { phoneAuthHandlers } from '#mock-server/handlers/phone-auth.handlers.ts';
import { promotionHandlers } from '#mock-server/handlers/promotions.handlers.ts';
import { registerHandlers } from '#mock-server/handlers/register.handlers.ts';
import { scenarioHandlers } from '#mock-server/handlers/scenario.handlers.ts';
import { sessionHandlers } from '#mock-server/handlers/session.handlers.ts';
import { socialHandlers } from '#mock-server/handlers/social.handlers.ts';
import { smsHandlers } from '#mock-server/handlers/sms.handlers.ts';
import { sliderHandlers } from '#mock-server/handlers/slider.handlers.ts';
import { systemHandlers } from '#mock-server/handlers/system.handlers.ts';
import { walletHandlers } from '#mock-server/handlers/wallet.handlers.ts';
import { messageHandlers } from '#mock-server/handlers/messages.handlers.ts';
import { transferHandlers } from '#mock-server/handlers/transfer.handlers.ts';
import { withdrawHandlers } from '#mock-server/handlers/withdraw.handlers.ts';
import { agentHandlers } from '#mock-server/handlers/agent.handlers.ts';
import { contractHandlers } from '#mock-server/handlers/contracts.handlers.ts';
import { pointsHandlers } from '#mock-server/handlers/points.handlers.ts';
import { loyaltyHandlers } from '#mock-server/handlers/loyalty.handlers.ts';
import { recordsHandlers } from '#mock-server/handlers/records.handlers.ts';
import { profileHandlers } from '#mock-server/handlers/profile.handlers.ts';
import { securityHandlers } from '#mock-server/handlers/security.handlers.ts';
import { twoStepHandlers } from '#mock-server/handlers/two-step.handlers.ts';
import { createInbox, type Inbox } from '#mock-server/inbox.ts';
import {
  createScenario,
  DEFAULT_SCENARIO,
  type ScenarioName,
} from '#mock-server/scenarios/registry.ts';
import type { PlatformRandom } from '#mock-server/random.ts';
import type { Scenario } from '#mock-server/scenarios/scenario.types.ts';
import { createSession } from '#mock-server/session.ts';
import { fillDb, NO_PAUSE, type PlatformSnapshot } from '#mock-server/snapshot.ts';

export interface PlatformOptions {
  brand: Brand;
  /** Scenario at start and after `reset()`. Default 'normal'. */
  scenario?: ScenarioName;
  /** Source of "now" for run-time behaviour (maintenance end, sessions). Default: wall clock. */
  clock?: Clock;
  /** Seeded dates count back from here. Default: a fixed date, so data never changes. */
  seedReferenceTime?: number;
  /** Reuse a key pair (e.g. across test files); default: a new pair for this platform. */
  keys?: PlatformKeys;
  /**
   * The seeded data made ahead of time (the demo build's, see `snapshot.ts`): the same data
   * without running the seeds. Default: the seeds run with faker at start and on `reset()`.
   */
  snapshot?: PlatformSnapshot;
  /**
   * Called between the steps of the start (seeding, groups of handlers): the browser passes a
   * yield to the event loop, so starting the demo is several short tasks instead of one long
   * one that would hold up the page (decision 006). Default: no pause.
   */
  pause?: () => Promise<void>;
}

/** One simulated platform: a brand's data, its scenario, its clock and its key pair. */
export interface Platform {
  readonly brand: Brand;
  readonly db: Db;
  readonly clock: Clock;
  readonly keys: PlatformKeys;
  /**
   * The demo inbox: SMS codes and reset mails a real platform would send. `subscribe()` to
   * show them on screen; emptied by `reset()`.
   */
  readonly inbox: Inbox;
  /** Every handler, in order: scenario hooks first, then the domains. Stable for its life. */
  readonly handlers: readonly HttpHandler[];
  /** Name of the scenario in force. */
  readonly scenario: ScenarioName;
  /** Switches scenario; its counters (e.g. flaky's) start again. */
  setScenario(name: ScenarioName): void;
  /** Back to the state right after start: data re-seeded, sessions gone, initial scenario. */
  reset(): Promise<void>;
  /** Opens a session for a seeded account and returns its token (tests). */
  issueSession(account: string): Promise<string>;
  /**
   * The answer of a captcha image: of `captchaId`, or of the newest one still open. For tests
   * and QA automation, which cannot read the image; the app never calls it.
   */
  peekCaptcha(captchaId?: string): string | undefined;
  /**
   * Where the hole of slider challenge `challengeId` (else the newest) is: the x the piece
   * must be dropped at, while the challenge is open. For tests, QA automation and the demo panel.
   */
  peekSlider(challengeId?: string): number | undefined;
  /** Decrypts a hybrid-encrypted body with the platform's private key. */
  decrypt(payload: HybridPayload): Promise<string>;
}

/** Handler groups made per step of the start, between two pauses (about 10 ms each at 4x CPU). */
const HANDLER_GROUPS_PER_STEP = 6;

/** Starts a platform: generates its key pair and seeds its data. */
export async function createPlatform(options: PlatformOptions): Promise<Platform> {
  const { brand, clock = systemClock, seedReferenceTime = SEED_REFERENCE_TIME } = options;
  const pause = options.pause ?? NO_PAUSE;
  const initialScenario = options.scenario ?? DEFAULT_SCENARIO;
  const keys = options.keys ?? (await generatePlatformKeys());
  const db = createDb();
  const inbox = createInbox();
  // Set by seed() below, before any handler can run.
  let random: PlatformRandom;
  let scenario: Scenario = createScenario(initialScenario);

  const ctx: PlatformContext = {
    brand,
    db,
    clock,
    keys,
    inbox,
    scenario: () => scenario,
    random: () => random,
  };

  const seed = async () => {
    clearDb(db);
    inbox.clear();
    random = await fillDb({ db, brand, referenceTime: seedReferenceTime }, options.snapshot, pause);
  };
  await seed();
  await pause();

  // Scenario hooks first, then the domains; a pause after every few groups.
  const handlerGroups = [
    scenarioHandlers,
    systemHandlers,
    helpHandlers,
    bannerHandlers,
    promotionHandlers,
    announcementHandlers,
    gameHandlers,
    gameListHandlers,
    favouriteHandlers,
    launchHandlers,
    lotteryHandlers,
    demoGameHandlers,
    sessionHandlers,
    socialHandlers,
    captchaHandlers,
    smsHandlers,
    sliderHandlers,
    registerHandlers,
    affiliateHandlers,
    phoneAuthHandlers,
    memberHandlers,
    passwordHandlers,
    walletHandlers,
    messageHandlers,
    customerServiceHandlers,
    assetHandlers,
    withdrawHandlers,
    transferHandlers,
    depositHandlers,
    agentHandlers,
    contractHandlers,
    pointsHandlers,
    loyaltyHandlers,
    recordsHandlers,
    profileHandlers,
    securityHandlers,
    twoStepHandlers,
    supportHandlers,
  ];
  const handlers: HttpHandler[] = [];
  for (const [index, group] of handlerGroups.entries()) {
    handlers.push(...group(ctx));
    if (index % HANDLER_GROUPS_PER_STEP === HANDLER_GROUPS_PER_STEP - 1) await pause();
  }
  // Every home page's first call ranks the hot games (10,000 hashes): done here, in a step of
  // its own, not inside that call's task.
  await pause();
  catalogueOf(brand).hot();

  return {
    brand,
    db,
    clock,
    keys,
    inbox,
    handlers,
    get scenario() {
      return scenario.name;
    },
    setScenario(name) {
      scenario = createScenario(name);
    },
    async reset() {
      scenario = createScenario(initialScenario);
      await seed();
    },
    async issueSession(account) {
      const member = db.members.findFirst((q) => q.where({ account }));
      if (!member) throw new Error(`No seeded member '${account}'`);
      return createSession(ctx, member);
    },
    peekCaptcha(captchaId) {
      const captcha =
        captchaId === undefined
          ? db.captchas.all().at(-1)
          : db.captchas.findFirst((q) => q.where({ id: captchaId }));
      return captcha?.answer;
    },
    peekSlider(challengeId) {
      const challenge =
        challengeId === undefined
          ? db.sliderChallenges.all().at(-1)
          : db.sliderChallenges.findFirst((q) => q.where({ id: challengeId }));
      return challenge?.x;
    },
    decrypt: (payload) => decryptHybrid(keys.privateKey, payload),
  };
}
