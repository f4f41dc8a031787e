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
          title={<FormattedMessage id="errors.unknown.title" />}
          message={<FormattedMessage id="errors.unknown.message" />}
          actions={
            <>
              <a className="error-screen__action" href="/">
                <FormattedMessage id="errors.backHome" />
              </a>
              <ReloadButton>
                <FormattedMessage id="errors.reload" />
              </ReloadButton>
            </>
          }
        />
      </main>
    );
  }
}
