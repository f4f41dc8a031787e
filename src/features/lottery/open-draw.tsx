import { FormattedMessage, FormattedTime } from 'react-intl';
import { openNumeroQuery } from '#src/api/lottery.queries.ts';
import { useDeferredQuery } from '#src/shared/use-deferred-query.ts';

/**
 * The draw of a game open for betting now (a member's call): its issue and when betting
 * closes. Nothing while loading or when it fails: the draws below still show.
 */
export function OpenDraw({ gameCode }: { gameCode: string }) {
  const open = useDeferredQuery(openNumeroQuery(gameCode));
  if (open.status !== 'success') return null;
  return (
    <p className="lottery-chosen__open" data-testid="lottery-open-draw">
      <FormattedMessage
        id="lottery.openDraw"
        defaultMessage={'Now open: draw {numero}, betting closes at {time}'}
        values={{
          numero: open.data.numero,
          time: <FormattedTime value={open.data.closeTime} timeStyle="short" />,
        }}
      />
    </p>
  );
}
