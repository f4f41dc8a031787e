import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { MemberInfo } from '#schemas/platform-api.ts';
import { useSession } from '#src/shared/session.tsx';
import { Icon } from '#src/ui/icon.tsx';
import { AvatarMenu } from './avatar-menu.tsx';
import { Balance } from './balance.tsx';
import { MessagesLink } from './messages-link.tsx';
import './player-actions.css';

/**
 * The logged-in player's side of the header (spec section 2): balance, deposit and withdraw
 * (member-centre access only), messages with an unread dot, and the avatar menu.
 */
export function PlayerActions({ member }: { member: MemberInfo }) {
  const { canUseMemberCentre } = useSession();
  return (
    <div className="player-actions">
      <Balance />
      {canUseMemberCentre && (
        <>
          <Link
            to="/depositv2"
            className="button button--primary player-actions__money"
            data-testid="header-deposit"
          >
            <Icon name="deposit" size={18} />
            <FormattedMessage id="header.deposit" defaultMessage="Deposit" />
          </Link>
          <Link
            to="/withdraw"
            className="button button--outline player-actions__money"
            data-testid="header-withdraw"
          >
            <Icon name="withdraw" size={18} />
            <FormattedMessage id="header.withdraw" defaultMessage="Withdraw" />
          </Link>
        </>
      )}
      <MessagesLink account={member.account} />
      <AvatarMenu member={member} />
    </div>
  );
}
