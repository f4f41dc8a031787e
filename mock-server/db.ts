import { Collection } from '@msw/data';
import {
  announcementModel,
  bannerModel,
  captchaModel,
  gameWalletModel,
  helpArticleModel,
  loginFailureModel,
  memberModel,
  sessionModel,
  smsCodeModel,
  smsLimitModel,
  vendorModel,
} from '#mock-server/models.ts';

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
  };
}

export type Db = ReturnType<typeof createDb>;

/** Deletes every record of every collection. */
export function clearDb(db: Db): void {
  for (const collection of Object.values(db)) collection.clear();
}
