import { FormattedMessage } from 'react-intl';

/** "Draw every 45 seconds / 3 minutes / 1 day": the unit that reads best. */
export function DrawInterval({ seconds }: { seconds: number }) {
  const [unit, value] =
    seconds < 60
      ? (['second', seconds] as const)
      : seconds < 3600
        ? (['minute', Math.round(seconds / 60)] as const)
        : seconds < 86_400
          ? (['hour', Math.round(seconds / 3600)] as const)
          : (['day', Math.round(seconds / 86_400)] as const);
  return (
    <FormattedMessage
      id="lottery.drawEvery"
      defaultMessage={
        '{unit, select, second {Draws every {value, plural, one {# second} other {# seconds}}} minute {Draws every {value, plural, one {# minute} other {# minutes}}} hour {Draws every {value, plural, one {# hour} other {# hours}}} other {Draws every {value, plural, one {day} other {# days}}}}'
      }
      values={{ unit, value }}
    />
  );
}
