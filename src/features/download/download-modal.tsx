import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBrand } from '#src/shared/brand-context.tsx';
import { Modal } from '#src/ui/modal.tsx';
import { QR_MODAL_SIZE } from './brand-qr.tsx';
import { DownloadOptions } from './download-options.tsx';
import { downloadIntro, downloadMessages as m } from './download-messages.ts';
import { InstallGuide } from './install-guide.tsx';
import './download.css';
import { useMessagePart } from '#src/shared/intl.tsx';

/**
 * The header's download modal (spec section 2: download, app download with QR codes at
 * 130 px), which turns into the app install guide.
 */
function DownloadModalContent({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const brand = useBrand().app.name;
  const [view, setView] = useState<'download' | 'guide'>('download');
  if (view === 'guide') {
    return (
      <Modal title={intl.formatMessage(m.guideTitle)} onClose={onClose}>
        <InstallGuide />
      </Modal>
    );
  }
  return (
    <Modal title={intl.formatMessage(m.title)} onClose={onClose}>
      <div className="download-modal" data-testid="download-modal">
        <p>{intl.formatMessage(downloadIntro, { brand })}</p>
        <DownloadOptions qrSize={QR_MODAL_SIZE} />
        <button
          type="button"
          className="button button--outline"
          data-testid="install-guide-open"
          onClick={() => setView('guide')}
        >
          <FormattedMessage {...m.guide} />
        </button>
      </div>
    </Modal>
  );
}

/** DownloadModal once the support messages are in (they load with the area, not the app). */
export function DownloadModal({ onClose }: { onClose: () => void }) {
  const ready = useMessagePart('support');
  return ready ? <DownloadModalContent onClose={onClose} /> : null;
}
