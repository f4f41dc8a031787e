import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import './coming-soon-page.css';

/** Areas that have a route already and their screen in a later release. */
export type ComingSoonArea =
  | 'pointMall'
  | 'promotions'
  | 'login'
  | 'helpmc'
  | 'download'
  | 'signInTask'
  | 'rewardCenter'
  | 'playerRank'
  | 'referral'
  | 'support'
  | 'depositv2'
  | 'withdraw'
  | 'messageV2'
  | 'profile'
  | 'securityCenter'
  | 'agentCentre'
  | 'memberCentre'
  | 'transactionHistory'
  | 'personalHistoryCopy';

const AREA_NAMES = defineMessages({
  pointMall: { id: 'comingSoon.area.pointMall' },
  support: { id: 'comingSoon.area.support' },
  promotions: { id: 'comingSoon.area.promotions' },
  login: { id: 'comingSoon.area.login' },
  helpmc: { id: 'comingSoon.area.helpmc' },
  download: { id: 'comingSoon.area.download' },
  signInTask: { id: 'comingSoon.area.signInTask' },
  rewardCenter: { id: 'comingSoon.area.rewardCenter' },
  playerRank: { id: 'comingSoon.area.playerRank' },
  referral: { id: 'comingSoon.area.referral' },
  depositv2: { id: 'comingSoon.area.depositv2' },
  withdraw: { id: 'comingSoon.area.withdraw' },
  messageV2: { id: 'comingSoon.area.messageV2' },
  profile: { id: 'comingSoon.area.profile' },
  securityCenter: { id: 'comingSoon.area.securityCenter' },
  agentCentre: { id: 'comingSoon.area.agentCentre' },
  memberCentre: { id: 'comingSoon.area.memberCentre' },
  transactionHistory: { id: 'comingSoon.area.transactionHistory' },
  personalHistoryCopy: { id: 'comingSoon.area.personalHistoryCopy' },
} satisfies Record<ComingSoonArea, { id: string }>);

/** The honest state of a route whose screen is not built yet: its name, and a way home. */
export function ComingSoonPage({ area }: { area: ComingSoonArea }) {
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className="coming-soon__title">
        <FormattedMessage {...AREA_NAMES[area]} />
      </h1>
      <p className="coming-soon__badge">
        <FormattedMessage id="comingSoon.badge" />
      </p>
      <p className="coming-soon__message">
        <FormattedMessage id="comingSoon.message" />
      </p>
      <Link className="coming-soon__home" to="/">
        <FormattedMessage id="comingSoon.backHome" />
      </Link>
    </section>
  );
}
