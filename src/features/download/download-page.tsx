import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBrand } from '#src/shared/brand-context.tsx';
import { Modal } from '#src/ui/modal.tsx';
import { DownloadOptions } from './download-options.tsx';
import { downloadIntro, downloadMessages as m } from './download-messages.ts';
import { InstallGuide } from './install-guide.tsx';
import { LiteAppInstall } from './lite-app-install.tsx';
import './download.css';
import { useMessagePart } from '#src/shared/intl.tsx';

/** /download and /down (banner group w_down): the apps, their codes, the lite app and the guide. */
function DownloadPageContent() {
  const intl = useIntl();
  const brand = useBrand().app.name;
  const [guide, setGuide] = useState(false);
  return (
    <main className="download-page" data-testid="download-page">
      <h1>{intl.formatMessage(m.title)}</h1>
      <p>{intl.formatMessage(downloadIntro, { brand })}</p>
      <DownloadOptions />
      <button
        type="button"
        className="button button--outline"
        data-testid="install-guide-open"
        onClick={() => setGuide(true)}
      >
        <FormattedMessage {...m.guide} />
      </button>
      <LiteAppInstall />
      {guide && (
        <Modal title={intl.formatMessage(m.guideTitle)} onClose={() => setGuide(false)}>
          <InstallGuide />
        </Modal>
      )}
    </main>
  );
}

/** DownloadPage once the support messages are in (they load with the area, not the app). */
export function DownloadPage() {
  const ready = useMessagePart('support');
  return ready ? (
    <DownloadPageContent />
  ) : (
    <p role="status">
      <FormattedMessage id="common.loading" defaultMessage="Loading…" />
    </p>
  );
}
