import { FormattedMessage, useIntl } from 'react-intl';
import { useBrand } from '#src/shared/brand-context.tsx';
import { downloadTargets } from './app-links.ts';
import { BrandQr } from './brand-qr.tsx';
import { downloadMessages as m } from './download-messages.ts';

/** The Android and iOS codes with their buttons, at `qrSize` px (130 in the modal). */
export function DownloadOptions({ qrSize }: { qrSize?: number }) {
  const intl = useIntl();
  const targets = downloadTargets(useBrand().app, window.location.origin);
  const cards = [
    {
      id: 'android',
      native: targets.nativeAndroid,
      href: targets.android,
      title: m.android,
      qr: m.androidQr,
      get: m.getAndroid,
    },
    {
      id: 'ios',
      native: targets.nativeIos,
      href: targets.ios,
      title: m.ios,
      qr: m.iosQr,
      get: m.getIos,
    },
  ] as const;
  return (
    <ul className="download-options">
      {cards.map((card) => (
        <li key={card.id} className="download-options__card" data-platform={card.id}>
          <h3>{intl.formatMessage(card.title)}</h3>
          <BrandQr
            value={card.href}
            size={qrSize}
            label={intl.formatMessage(card.native ? card.qr : m.liteQr)}
          />
          {card.native ? (
            <a className="button" href={card.href} target="_blank" rel="noopener noreferrer">
              <FormattedMessage {...card.get} />
            </a>
          ) : (
            <p className="download-options__note">
              <FormattedMessage {...m.liteFallback} />
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
