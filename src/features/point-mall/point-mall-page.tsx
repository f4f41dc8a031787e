import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { usePlatformConfig } from '#src/shared/platform-config.tsx';
import { useGuard, useSession } from '#src/shared/session.tsx';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { tabPanelProps, Tabs, type TabItem } from '#src/ui/tabs.tsx';
import { ConvertForm } from './convert-form.tsx';
import { MallItems } from './mall-items.tsx';
import { PointMallRules } from './point-mall-rules.tsx';
import { pointMallMessages as m } from './point-mall-messages.ts';
import { PointsDetails } from './points-details.tsx';
import { RedeemHistory } from './redeem-history.tsx';
import { usePointMall } from './use-point-mall.ts';
import './point-mall.css';

const TABS = ['redeem', 'history', 'details', 'convert', 'rules'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS = {
  redeem: m.tabRedeem,
  history: m.tabHistory,
  details: m.tabDetails,
  convert: m.tabConvert,
  rules: m.tabRules,
} as const;
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/**
 * `/pointMall` (spec section 2: redeem, redeem history, points details, rules; section 7:
 * convert): the member's points on top, one section at a time (kept in `?tab=`). PTSYS3 and a
 * session decide, as the side menu does.
 */
export function PointMallPage() {
  const intl = useIntl();
  const { flags } = usePlatformConfig();
  const { member, status } = useSession();
  const guard = useGuard();
  const mall = usePointMall();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'redeem';

  let body;
  if (!flags.has('PTSYS3')) {
    body = (
      <p role="status">
        <FormattedMessage {...m.off} />
      </p>
    );
  } else if (!member) {
    if (status === 'booting' || status === 'restoring' || status === 'loggedIn') return null;
    body = (
      <div className="point-mall__guest">
        <p>
          <FormattedMessage {...m.loginFirst} />
        </p>
        <button type="button" className="button button--primary" onClick={() => guard('pointMall')}>
          <FormattedMessage {...m.login} />
        </button>
      </div>
    );
  } else if (mall.failed) {
    body = <RetryNotice onRetry={mall.retry} />;
  } else if (mall.points === null || !mall.config) {
    body = (
      <p role="status">
        <FormattedMessage {...m.loading} />
      </p>
    );
  } else {
    const items: TabItem<Tab>[] = TABS.map((id) => ({
      id,
      label: <FormattedMessage {...TAB_LABELS[id]} />,
      testId: `point-mall-tab-${id}`,
    }));
    body = (
      <>
        <div className="point-mall__balance">
          <span>
            <FormattedMessage {...m.balance} />
          </span>
          <strong data-testid="points-balance" data-points={mall.points}>
            {intl.formatNumber(mall.points)}
          </strong>
          <span className="ui-field__hint">
            <FormattedMessage {...m.neverExpire} />
          </span>
        </div>
        <Tabs
          items={items}
          selected={tab}
          onSelect={(id) => setParams(id === 'redeem' ? {} : { tab: id }, { replace: true })}
          label={intl.formatMessage(m.tabs)}
          idPrefix="point-mall"
        />
        <div {...tabPanelProps('point-mall', tab)} className="point-mall__panel">
          {tab === 'redeem' && (
            <MallItems account={mall.account} points={mall.points} onRedeemed={mall.changed} />
          )}
          {tab === 'history' && <RedeemHistory account={mall.account} />}
          {tab === 'details' && <PointsDetails account={mall.account} />}
          {tab === 'convert' && (
            <ConvertForm points={mall.points} config={mall.config} onDone={mall.changed} />
          )}
          {tab === 'rules' && <PointMallRules config={mall.config} />}
        </div>
      </>
    );
  }

  return (
    <section className="point-mall" aria-labelledby="point-mall-title">
      <h1 id="point-mall-title" className="point-mall__title">
        <FormattedMessage {...m.title} />
      </h1>
      {body}
    </section>
  );
}
