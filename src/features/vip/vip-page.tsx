import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { VipLevel } from '#schemas/loyalty-api.ts';
import { vipInfoQuery } from '#src/api/loyalty.queries.ts';
import { useSession } from '#src/shared/session.tsx';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { progressToNext } from './progress.ts';
import { vipMessages as m } from './vip-messages.ts';
import './vip.css';

/** A level's label in its two colours (the member label colours of the header's dropdown). */
function LevelBadge({ level }: { level: Pick<VipLevel, 'name' | 'color' | 'color2'> }) {
  return (
    <span
      className="vip__badge"
      style={{ background: `linear-gradient(135deg, ${level.color}, ${level.color2})` }}
    >
      {level.name}
    </span>
  );
}

/** `/playerRank`: the member's level, progress to the next, and every level's benefits. */
export function VipPage() {
  const intl = useIntl();
  const formatMinor = useFormatMinor();
  const member = useSession().member;
  const vip = useQuery(vipInfoQuery(member?.account ?? ''));

  if (vip.isError) return <RetryNotice onRetry={() => void vip.refetch()} />;
  if (!vip.data) {
    return (
      <p role="status">
        <FormattedMessage {...m.loading} />
      </p>
    );
  }
  const { levels, level, validBetMinor } = vip.data;
  const current = levels[level];
  const next = levels[level + 1];
  const percent = progressToNext(vip.data);

  return (
    <div className="vip">
      <section className="member-centre__card" aria-labelledby="vip-title">
        <h1 id="vip-title" className="member-centre__title">
          <FormattedMessage {...m.title} />
        </h1>
        <p className="vip__current">
          <FormattedMessage {...m.current} />
          {current && <LevelBadge level={current} />}
          <span className="ui-field__hint">
            <FormattedMessage {...m.rank} values={{ level }} />
          </span>
        </p>
        {member && member.memberLabel.length > 0 && (
          <p className="vip__labels">
            <FormattedMessage {...m.labels} />
            {member.memberLabel.map((label) => (
              <span
                key={label.labelName}
                className="vip__label"
                // The rank's colours frame the label; its text keeps the theme's readable colour.
                style={{
                  borderColor: member.clubLabel.color,
                  boxShadow: `inset 0 0 0 1px ${member.clubLabel.color2}`,
                }}
              >
                {label.labelName}
              </span>
            ))}
          </p>
        )}
        {next ? (
          <div className="vip__progress">
            <progress
              value={percent}
              max={100}
              data-testid="vip-progress"
              aria-label={intl.formatMessage(m.progress, {
                bet: formatMinor(validBetMinor),
                next: formatMinor(next.validBetMinor),
                level: next.name,
              })}
            />
            <p>
              <FormattedMessage
                {...m.progress}
                values={{
                  bet: formatMinor(validBetMinor),
                  next: formatMinor(next.validBetMinor),
                  level: next.name,
                }}
              />
            </p>
            <p className="ui-field__hint">
              <FormattedMessage
                {...m.toNext}
                values={{
                  amount: formatMinor(next.validBetMinor - validBetMinor),
                  level: next.name,
                }}
              />
            </p>
          </div>
        ) : (
          <p>
            <FormattedMessage {...m.topLevel} />
          </p>
        )}
      </section>
      <section className="member-centre__card" aria-labelledby="vip-levels">
        <h2 id="vip-levels" className="vip__heading">
          <FormattedMessage {...m.levels} />
        </h2>
        <div className="vip__table-wrap">
          <table className="vip__table">
            <thead>
              <tr>
                {[
                  m.colLevel,
                  m.colBet,
                  m.colUpgrade,
                  m.colBirthday,
                  m.colRebate,
                  m.colWithdrawals,
                ].map((label) => (
                  <th key={label.id} scope="col">
                    <FormattedMessage {...label} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {levels.map((row) => (
                <tr
                  key={row.level}
                  data-testid="vip-level"
                  aria-current={row.level === level ? 'true' : undefined}
                >
                  <td>
                    <LevelBadge level={row} />
                  </td>
                  <td>{formatMinor(row.validBetMinor)}</td>
                  <td>{formatMinor(row.upgradeBonusMinor)}</td>
                  <td>{formatMinor(row.birthdayBonusMinor)}</td>
                  <td>
                    {intl.formatNumber(row.rebatePercent / 100, {
                      style: 'percent',
                      maximumFractionDigits: 1,
                    })}
                  </td>
                  <td>{intl.formatNumber(row.dailyWithdrawals)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="ui-field__hint">
          <FormattedMessage {...m.vipService} />
        </p>
      </section>
    </div>
  );
}
