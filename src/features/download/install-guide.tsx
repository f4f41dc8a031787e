import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useBrand } from '#src/shared/brand-context.tsx';
import { tabPanelProps, Tabs } from '#src/ui/tabs.tsx';
import { downloadTargets } from './app-links.ts';
import { BrandQr, QR_GUIDE_SIZE } from './brand-qr.tsx';
import { downloadMessages as m } from './download-messages.ts';

type Platform = 'android' | 'ios';

const STEPS: Record<Platform, MessageDescriptor[]> = {
  android: [m.androidStep1, m.androidStep2, m.androidStep3],
  ios: [m.iosStep1, m.iosStep2, m.iosStep3],
};

/** The app install guide (spec section 2): Android and iOS tabs, each with its steps and code. */
export function InstallGuide({ initial = 'android' }: { initial?: Platform }) {
  const intl = useIntl();
  const [platform, setPlatform] = useState<Platform>(initial);
  const targets = downloadTargets(useBrand().app, window.location.origin);

  return (
    <div className="install-guide" data-testid="install-guide">
      <Tabs
        items={[
          {
            id: 'android',
            label: intl.formatMessage(m.android),
            testId: 'install-guide-tab-android',
          },
          { id: 'ios', label: intl.formatMessage(m.ios), testId: 'install-guide-tab-ios' },
        ]}
        selected={platform}
        onSelect={setPlatform}
        label={intl.formatMessage(m.guideTabs)}
        idPrefix="install-guide"
      />
      <div
        {...tabPanelProps('install-guide', platform)}
        className="install-guide__panel"
        data-platform={platform}
      >
        <BrandQr
          value={targets[platform]}
          size={QR_GUIDE_SIZE}
          label={intl.formatMessage(platform === 'android' ? m.androidQr : m.iosQr)}
        />
        <ol className="steps">
          {STEPS[platform].map((step) => (
            <li key={step.id}>
              <FormattedMessage {...step} />
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
