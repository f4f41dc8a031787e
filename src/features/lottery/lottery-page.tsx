import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { LotteryFrame } from './lottery-frame.tsx';
import { MembersOnly } from './members-only.tsx';
import './lottery.css';

/**
 * /lottery (spec section 2, optional `gameCode` and `playType`): the lottery in the game frame,
 * on a game's betting view when one is named (on the play type `playType` names, else the
 * game's default), else the lobby. Members only.
 */
export function LotteryPage() {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode')?.trim() || null;
  const playType = params.get('playType')?.trim() || null;
  const query = params.toString();
  return (
    <section className="lottery" aria-labelledby="lottery-title">
      <div className="lottery__bar">
        <h1 id="lottery-title" className="lottery__title">
          <FormattedMessage id="lottery.title" defaultMessage="Lottery" />
        </h1>
        <Link to="/vnlottery" className="lottery__link">
          <FormattedMessage id="lottery.allGames" defaultMessage="All lottery games" />
        </Link>
      </div>
      <MembersOnly action="lottery">
        <LotteryFrame
          key={`${gameCode ?? ''}:${playType ?? ''}`}
          gameCode={gameCode}
          playType={playType}
          backPath={`/lottery${query ? `?${query}` : ''}`}
        />
      </MembersOnly>
    </section>
  );
}
