import { Collection } from '@msw/data';
import {
  affiliateCodeModel,
  announcementModel,
  bannerModel,
  captchaModel,
  favouriteModel,
  gameSessionModel,
  gameWalletModel,
  helpArticleModel,
  idempotencyModel,
  launchTicketModel,
  loginFailureModel,
  memberModel,
  phoneAuthTokenModel,
  recentGameModel,
  recentLotteryModel,
  sessionModel,
  sliderChallengeModel,
  sliderTicketModel,
  smsCodeModel,
  smsLimitModel,
  transactionModel,
  vendorModel,
} from '#mock-server/models.ts';
import {
  withdrawAccountModel,
  withdrawalModel,
  withdrawGateModel,
} from '#mock-server/withdraw/models.ts';
import { contractModel, settlementModel, teamJoinModel } from '#mock-server/agent/models.ts';
import {
  mallItemModel,
  missionClaimModel,
  pointRecordModel,
  redemptionModel,
  signInModel,
} from '#mock-server/loyalty/models.ts';
import { messageStateModel } from '#mock-server/message-centre/models.ts';
import {
  accountSettingsModel,
  loginRecordModel,
  securityCodeModel,
  twoStepTicketModel,
} from '#mock-server/security/models.ts';
import {
  activityEntryModel,
  activityUploadModel,
  rewardModel,
} from '#mock-server/promotions/models.ts';
import { chatLineModel, feedbackModel } from '#mock-server/support/models.ts';

/** Creates the empty collections of one platform instance. */
export function createDb() {
  return {
    banners: new Collection({ schema: bannerModel }),
    announcements: new Collection({ schema: announcementModel }),
    helpArticles: new Collection({ schema: helpArticleModel }),
    vendors: new Collection({ schema: vendorModel }),
    members: new Collection({ schema: memberModel }),
    sessions: new Collection({ schema: sessionModel }),
    gameWallets: new Collection({ schema: gameWalletModel }),
    captchas: new Collection({ schema: captchaModel }),
    loginFailures: new Collection({ schema: loginFailureModel }),
    smsCodes: new Collection({ schema: smsCodeModel }),
    smsLimits: new Collection({ schema: smsLimitModel }),
    affiliateCodes: new Collection({ schema: affiliateCodeModel }),
    phoneAuthTokens: new Collection({ schema: phoneAuthTokenModel }),
    sliderChallenges: new Collection({ schema: sliderChallengeModel }),
    sliderTickets: new Collection({ schema: sliderTicketModel }),
    favourites: new Collection({ schema: favouriteModel }),
    recentGames: new Collection({ schema: recentGameModel }),
    recentLottery: new Collection({ schema: recentLotteryModel }),
    launchTickets: new Collection({ schema: launchTicketModel }),
    gameSessions: new Collection({ schema: gameSessionModel }),
    transactions: new Collection({ schema: transactionModel }),
    idempotency: new Collection({ schema: idempotencyModel }),
    withdrawAccounts: new Collection({ schema: withdrawAccountModel }),
    withdrawals: new Collection({ schema: withdrawalModel }),
    withdrawGates: new Collection({ schema: withdrawGateModel }),
    contracts: new Collection({ schema: contractModel }),
    settlements: new Collection({ schema: settlementModel }),
    teamJoins: new Collection({ schema: teamJoinModel }),
    mallItems: new Collection({ schema: mallItemModel }),
    pointRecords: new Collection({ schema: pointRecordModel }),
    redemptions: new Collection({ schema: redemptionModel }),
    signIns: new Collection({ schema: signInModel }),
    missionClaims: new Collection({ schema: missionClaimModel }),
    messageStates: new Collection({ schema: messageStateModel }),
    accountSettings: new Collection({ schema: accountSettingsModel }),
    securityCodes: new Collection({ schema: securityCodeModel }),
    twoStepTickets: new Collection({ schema: twoStepTicketModel }),
    loginRecords: new Collection({ schema: loginRecordModel }),
    activityEntries: new Collection({ schema: activityEntryModel }),
    activityUploads: new Collection({ schema: activityUploadModel }),
    rewards: new Collection({ schema: rewardModel }),
    feedback: new Collection({ schema: feedbackModel }),
    chatLines: new Collection({ schema: chatLineModel }),
  };
}

export type Db = ReturnType<typeof createDb>;

/** Deletes every record of every collection. */
export function clearDb(db: Db): void {
  for (const collection of Object.values(db)) collection.clear();
}
