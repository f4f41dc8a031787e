import { contractModel, settlementModel, teamJoinModel } from '#mock-server/agent/models.ts';
import {
  favouriteModel,
  gameWalletModel,
  idempotencyModel,
  memberModel,
  recentGameModel,
  recentLotteryModel,
  sessionModel,
  transactionModel,
} from '#mock-server/models.ts';
import {
  withdrawAccountModel,
  withdrawalModel,
  withdrawGateModel,
} from '#mock-server/withdraw/models.ts';
import {
  mallItemModel,
  missionClaimModel,
  pointRecordModel,
  redemptionModel,
  signInModel,
} from '#mock-server/loyalty/models.ts';
import { messageStateModel } from '#mock-server/message-centre/models.ts';
import { accountSettingsModel, loginRecordModel } from '#mock-server/security/models.ts';
import { activityEntryModel, rewardModel } from '#mock-server/promotions/models.ts';
import { chatLineModel, feedbackModel } from '#mock-server/support/models.ts';
import type { Platform } from '#mock-server/platform.ts';

/**
 * What a visitor changes on the simulated platform and expects to find again after a reload
 * or in a second tab: accounts (new trial players, changed passwords), sessions, wallets,
 * favourite and recent games, money movements and the answers idempotency keys replay. In the browser the platform lives in the page, so these
 * collections are kept in localStorage, one entry per brand. Data that is seeded or computed
 * (banners, the game catalogue) is never stored, nor are launch tickets and game sessions: a
 * reload reloads the game page too, and its ticket is spent.
 */
const MODELS = {
  members: memberModel,
  sessions: sessionModel,
  gameWallets: gameWalletModel,
  favourites: favouriteModel,
  recentGames: recentGameModel,
  recentLottery: recentLotteryModel,
  transactions: transactionModel,
  idempotency: idempotencyModel,
  withdrawAccounts: withdrawAccountModel,
  withdrawals: withdrawalModel,
  withdrawGates: withdrawGateModel,
  contracts: contractModel,
  settlements: settlementModel,
  teamJoins: teamJoinModel,
  mallItems: mallItemModel,
  pointRecords: pointRecordModel,
  redemptions: redemptionModel,
  signIns: signInModel,
  missionClaims: missionClaimModel,
  messageStates: messageStateModel,
  accountSettings: accountSettingsModel,
  loginRecords: loginRecordModel,
  activityEntries: activityEntryModel,
  rewards: rewardModel,
  feedback: feedbackModel,
  chatLines: chatLineModel,
};
const PERSISTED = Object.keys(MODELS) as (keyof typeof MODELS)[];
/** Collections added after VERSION 1 entries were first saved: such an entry lacks them. */
const OPTIONAL: ReadonlySet<keyof typeof MODELS> = new Set([
  'favourites',
  'recentGames',
  'recentLottery',
  'transactions',
  'idempotency',
  'withdrawAccounts',
  'withdrawals',
  'withdrawGates',
  'contracts',
  'settlements',
  'teamJoins',
  'mallItems',
  'pointRecords',
  'redemptions',
  'signIns',
  'missionClaims',
  'messageStates',
  'accountSettings',
  'loginRecords',
  'activityEntries',
  'rewards',
  'feedback',
  'chatLines',
]);
const VERSION = 1;

const storageKey = (brandId: string) => `demoPlatform/${brandId}`;

type Stored = { version: number } & Partial<Record<keyof typeof MODELS, unknown[]>>;

/** Saves the persisted collections; a full or disabled storage just keeps nothing. */
export function saveBrowserState(platform: Platform, storage: Storage): void {
  const state: Stored = { version: VERSION };
  for (const name of PERSISTED) state[name] = platform.db[name].all();
  try {
    storage.setItem(storageKey(platform.brand.app.id), JSON.stringify(state));
  } catch {
    // Quota or privacy mode: the demo still works, it only forgets on reload.
  }
}

/**
 * Puts the saved collections back over the freshly seeded ones. A corrupt or outdated entry
 * is dropped and the seeded data stays, so a broken storage never breaks the demo.
 */
export async function restoreBrowserState(platform: Platform, storage: Storage): Promise<void> {
  const key = storageKey(platform.brand.app.id);
  let stored: Stored | null = null;
  try {
    stored = JSON.parse(storage.getItem(key) ?? 'null') as Stored | null;
  } catch {
    stored = null;
  }
  if (!stored || stored.version !== VERSION) return;
  // Every record is checked against its model first, so bad data never reaches the platform.
  // An optional collection missing from the entry was saved before it existed: it keeps its seeds.
  const valid = PERSISTED.every((name) => {
    const records = stored[name];
    if (records === undefined && OPTIONAL.has(name)) return true;
    return Array.isArray(records) && records.every((r) => MODELS[name].safeParse(r).success);
  });
  if (!valid) {
    storage.removeItem(key);
    return;
  }
  for (const name of PERSISTED) {
    // Saved before the collection existed: its seeded records (mall items, points) stay.
    if (stored[name] === undefined) continue;
    const collection = platform.db[name];
    collection.clear();
    for (const record of stored[name]) {
      await (collection.create as (r: unknown) => Promise<unknown>)(record);
    }
  }
}

/** Forgets what visitors changed on this brand's simulated platform (the demo panel's reset). */
export function clearBrowserState(brandId: string, storage: Storage): void {
  storage.removeItem(storageKey(brandId));
}
