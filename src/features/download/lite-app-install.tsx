import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useInstallPrompt } from './use-install-prompt.ts';

const messages = defineMessages({
  title: { id: 'download.lite.title', defaultMessage: 'Lite app' },
  intro: {
    id: 'download.lite.intro',
    defaultMessage: 'No download needed: add the site to your home screen and open it like an app.',
  },
  install: { id: 'download.lite.install', defaultMessage: 'Install the lite app' },
  installed: { id: 'download.lite.installed', defaultMessage: 'The lite app is installed.' },
  iosTitle: { id: 'download.lite.iosTitle', defaultMessage: 'On iPhone or iPad (Safari):' },
  iosShare: { id: 'download.lite.iosShare', defaultMessage: 'Tap the Share button.' },
  iosAdd: { id: 'download.lite.iosAdd', defaultMessage: 'Choose “Add to Home Screen”.' },
  iosConfirm: {
    id: 'download.lite.iosConfirm',
    defaultMessage: 'Tap “Add”: the icon appears on your home screen.',
  },
  otherTitle: {
    id: 'download.lite.otherTitle',
    defaultMessage:
      'In another browser, open its menu and choose “Install app” or “Add to Home screen”.',
  },
});

/** The lite app: the browser's install prompt when offered, else the steps to add it by hand. */
export function LiteAppInstall() {
  const offer = useInstallPrompt();
  const intl = useIntl();
  return (
    <section className="lite-app" aria-labelledby="lite-app-title" data-testid="lite-app">
      <h2 id="lite-app-title">{intl.formatMessage(messages.title)}</h2>
      <p>
        <FormattedMessage {...messages.intro} />
      </p>
      {offer.kind === 'installed' && (
        <p role="status">
          <FormattedMessage {...messages.installed} />
        </p>
      )}
      {offer.kind === 'prompt' && (
        <button
          type="button"
          className="button"
          data-testid="lite-app-install"
          onClick={() => void offer.install()}
        >
          <FormattedMessage {...messages.install} />
        </button>
      )}
      {offer.kind === 'ios' && (
        <>
          <p>
            <FormattedMessage {...messages.iosTitle} />
          </p>
          <ol className="steps" data-testid="lite-app-ios-steps">
            <li>
              <FormattedMessage {...messages.iosShare} />
            </li>
            <li>
              <FormattedMessage {...messages.iosAdd} />
            </li>
            <li>
              <FormattedMessage {...messages.iosConfirm} />
            </li>
          </ol>
        </>
      )}
      {offer.kind === 'none' && (
        <p>
          <FormattedMessage {...messages.otherTitle} />
        </p>
      )}
    </section>
  );
}
