import { FormattedMessage } from 'react-intl';
import type { PointsConfig } from '#schemas/loyalty-api.ts';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { pointMallMessages as m } from './point-mall-messages.ts';

/** The rules: how points are earned, redeemed and converted; they never expire. */
export function PointMallRules({ config }: { config: PointsConfig }) {
  const formatMinor = useFormatMinor();
  const value = formatMinor(config.minorPerPoint);
  return (
    <ul className="point-mall__rules">
      <li>
        <FormattedMessage {...m.rulesEarn} values={{ amount: formatMinor(config.earnPerMinor) }} />
      </li>
      <li>
        <FormattedMessage {...m.rulesMissions} />
      </li>
      <li>
        <FormattedMessage {...m.rulesRedeem} />
      </li>
      <li>
        <FormattedMessage {...m.rulesConvert} values={{ value, min: config.minConvertPoints }} />
      </li>
      <li>
        <FormattedMessage {...m.rulesPassword} />
      </li>
      <li>
        <FormattedMessage {...m.neverExpire} />
      </li>
    </ul>
  );
}
