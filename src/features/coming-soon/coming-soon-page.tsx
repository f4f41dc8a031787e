import { defineMessages, FormattedMessage } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
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
  | 'withdraw'
  | 'messageV2'
  | 'profile'
  | 'securityCenter'
  | 'agentCentre'
  | 'transactionHistory'
  | 'personalHistoryCopy';

const AREA_NAMES = defineMessages({
  pointMall: { id: 'comingSoon.area.pointMall', defaultMessage: 'Point mall' },
  support: { id: 'comingSoon.area.support', defaultMessage: 'Online customer service' },
  promotions: { id: 'comingSoon.area.promotions', defaultMessage: 'Promotions' },
  login: { id: 'comingSoon.area.login', defaultMessage: 'Login' },
  helpmc: { id: 'comingSoon.area.helpmc', defaultMessage: 'Member help' },
  download: { id: 'comingSoon.area.download', defaultMessage: 'App download' },
  signInTask: { id: 'comingSoon.area.signInTask', defaultMessage: 'Daily sign-in' },
  rewardCenter: { id: 'comingSoon.area.rewardCenter', defaultMessage: 'Bonus centre' },
  playerRank: { id: 'comingSoon.area.playerRank', defaultMessage: 'VIP' },
  referral: { id: 'comingSoon.area.referral', defaultMessage: 'Refer and earn' },
  withdraw: { id: 'comingSoon.area.withdraw', defaultMessage: 'Withdraw' },
  messageV2: { id: 'comingSoon.area.messageV2', defaultMessage: 'Messages' },
  profile: { id: 'comingSoon.area.profile', defaultMessage: 'Profile' },
  securityCenter: { id: 'comingSoon.area.securityCenter', defaultMessage: 'Security centre' },
  agentCentre: { id: 'comingSoon.area.agentCentre', defaultMessage: 'Agent centre' },
  transactionHistory: {
    id: 'comingSoon.area.transactionHistory',
    defaultMessage: 'Account record',
  },
  personalHistoryCopy: {
    id: 'comingSoon.area.personalHistoryCopy',
    defaultMessage: 'Betting record',
  },
} satisfies Record<ComingSoonArea, MessageDescriptor>);

/** The honest state of a route whose screen is not built yet: its name, and a way home. */
export function ComingSoonPage({ area }: { area: ComingSoonArea }) {
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className="coming-soon__title">
        <FormattedMessage {...AREA_NAMES[area]} />
      </h1>
      <p className="coming-soon__badge">
        <FormattedMessage id="comingSoon.badge" defaultMessage="Coming soon" />
      </p>
      <p className="coming-soon__message">
        <FormattedMessage
          id="comingSoon.message"
          defaultMessage="This screen arrives in a coming release. Everything else on the site works as usual."
        />
      </p>
      <Link className="coming-soon__home" to="/">
        <FormattedMessage id="comingSoon.backHome" defaultMessage="Back to home" />
      </Link>
    </section>
  );
}
