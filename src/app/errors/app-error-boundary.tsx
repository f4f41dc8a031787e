import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorScreen, ReloadButton } from './error-screen.tsx';

/**
 * Catches render errors outside the router (providers, status pages, the router itself), so
 * a failure never leaves a white screen. Being outside the router, it links home with a
 * plain anchor, which also starts the app afresh.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    // Nothing else is on screen, so the message is the page's main content.
    return (
      <main>
        <ErrorScreen
          title={<FormattedMessage id="errors.unknown.title" defaultMessage="Unknown error" />}
          message={
            <FormattedMessage
              id="errors.unknown.message"
              defaultMessage="Something went wrong while showing this page. Reload it, or go back to the home page."
            />
          }
          actions={
            <>
              <a className="error-screen__action" href="/">
                <FormattedMessage id="errors.backHome" defaultMessage="Back to home" />
              </a>
              <ReloadButton>
                <FormattedMessage id="errors.reload" defaultMessage="Reload page" />
              </ReloadButton>
            </>
          }
        />
      </main>
    );
  }
}
