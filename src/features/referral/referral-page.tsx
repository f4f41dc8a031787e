import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { FormattedMessage, useIntl } from 'react-intl';
import { referralQuery } from '#src/api/loyalty.queries.ts';
import { usePlatformConfig } from '#src/shared/platform-config.tsx';
import { useSession } from '#src/shared/session.tsx';
import { useFormatMinor } from '#src/shared/use-format-minor.ts';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { CopyText } from './copy-text.tsx';
import { referralLink } from './referral-link.ts';
import { referralMessages as m } from './referral-messages.ts';
import './referral.css';

/** Spec section 9: QR codes default to 200 px and error correction level M. */
const QR_SIZE = 200;

/**
 * `/referral` (REFERRAL3): the member's link and code with a QR code of the link, the friends
 * who joined with it and the rewards.
 */
export function ReferralPage() {
  const intl = useIntl();
  const formatMinor = useFormatMinor();
  const { flags } = usePlatformConfig();
  const account = useSession().member?.account ?? '';
  const on = flags.has('REFERRAL3');
  const referral = useQuery({ ...referralQuery(account), enabled: on && account !== '' });

  if (!on) {
    return (
      <p className="member-centre__card" role="status">
        <FormattedMessage {...m.off} />
      </p>
    );
  }
  if (referral.isError) return <RetryNotice onRetry={() => void referral.refetch()} />;
  if (!referral.data) {
    return (
      <p role="status">
        <FormattedMessage {...m.loading} />
      </p>
    );
  }
  const data = referral.data;
  const link = referralLink(window.location.origin, data.path);

  return (
    <div className="referral">
      <section className="member-centre__card" aria-labelledby="referral-title">
        <h1 id="referral-title" className="member-centre__title">
          <FormattedMessage {...m.title} />
        </h1>
        <p>
          <FormattedMessage {...m.intro} values={{ percent: data.rewardPercent }} />
        </p>
        <div className="referral__share">
          <figure className="referral__qr" data-testid="referral-qr" data-qr-value={link}>
            <QRCodeSVG
              value={link}
              size={QR_SIZE}
              level="M"
              marginSize={4}
              title={intl.formatMessage(m.qr)}
              role="img"
            />
          </figure>
          <dl className="referral__fields">
            <dt>
              <FormattedMessage {...m.link} />
            </dt>
            <dd>
              <code data-testid="referral-link">{link}</code>
              <CopyText text={link} label={intl.formatMessage(m.link)} />
            </dd>
            <dt>
              <FormattedMessage {...m.code} />
            </dt>
            <dd>
              <code data-testid="referral-code">{data.code}</code>
              <CopyText text={data.code} label={intl.formatMessage(m.code)} />
            </dd>
          </dl>
        </div>
      </section>
      <section className="member-centre__card" aria-labelledby="referral-friends">
        <h2 id="referral-friends" className="referral__heading">
          <FormattedMessage {...m.friends} />
        </h2>
        <p>
          <FormattedMessage
            {...m.total}
            values={{ count: data.friends.length, amount: formatMinor(data.totalRewardMinor) }}
          />
        </p>
        {data.friends.length === 0 ? (
          <p>
            <FormattedMessage {...m.noFriends} />
          </p>
        ) : (
          <div className="referral__table-wrap">
            <table className="referral__table">
              <thead>
                <tr>
                  {[m.colFriend, m.colJoined, m.colDeposit, m.colReward, m.colStatus].map(
                    (label) => (
                      <th key={label.id} scope="col">
                        <FormattedMessage {...label} />
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {data.friends.map((friend, index) => (
                  <tr key={`${friend.account}-${index}`} data-testid="records-row">
                    <td>{friend.account}</td>
                    <td>{intl.formatDate(friend.joinedAt, { dateStyle: 'medium' })}</td>
                    <td>{formatMinor(friend.depositedMinor)}</td>
                    <td>{formatMinor(friend.rewardMinor)}</td>
                    <td>
                      <FormattedMessage {...m.status} values={{ status: friend.status }} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
