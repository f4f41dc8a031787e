import { useId, useSyncExternalStore } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { demoInbox, type InboxEntry } from '#src/boot/start-demo-platform.ts';

const PURPOSES = defineMessages({
  login: { id: 'demo.inbox.purpose.login', defaultMessage: 'Login or reset code' },
  register: { id: 'demo.inbox.purpose.register', defaultMessage: 'Registration code' },
  'password-email': {
    id: 'demo.inbox.purpose.passwordEmail',
    defaultMessage: 'Temporary password',
  },
  bind: { id: 'demo.inbox.purpose.bind', defaultMessage: 'Binding code' },
  'two-step': { id: 'demo.inbox.purpose.twoStep', defaultMessage: 'Two-step login code' },
} satisfies Record<InboxEntry['purpose'], MessageDescriptor>);

/** How many of the newest messages the card lists. */
const SHOWN = 3;

/**
 * Demo builds: what the simulated platform "sent" to a phone or a mailbox (SMS codes, reset
 * passwords), newest first, so a demo can log in by SMS. A new code is announced. For QA
 * automation the newest open captcha's and slider puzzle's answers ride on
 * `data-captcha-answer` and `data-slider-answer`.
 */
export function DemoInbox() {
  const intl = useIntl();
  const headingId = useId();
  const entries = useSyncExternalStore(demoInbox.subscribe, demoInbox.entries);
  const captcha = useSyncExternalStore(demoInbox.subscribe, demoInbox.captchaAnswer);
  const slider = useSyncExternalStore(demoInbox.subscribe, demoInbox.sliderAnswer);
  const latest = entries.at(-1);

  return (
    <>
      <section
        className="demo-inbox"
        data-testid="demo-inbox"
        data-captcha-answer={captcha ?? undefined}
        data-slider-answer={slider ?? undefined}
        aria-labelledby={headingId}
        hidden={entries.length === 0}
      >
        <h2 id={headingId} className="demo-tools__heading">
          <FormattedMessage id="demo.inbox.title" defaultMessage="Demo inbox" />
        </h2>
        <ol className="demo-inbox__list">
          {entries
            .slice(-SHOWN)
            .reverse()
            .map((entry) => (
              <li key={`${entry.at}-${entry.to}-${entry.code}`} className="demo-inbox__entry">
                <code className="demo-inbox__code" data-testid="demo-inbox-code">
                  {entry.code}
                </code>
                <span className="demo-inbox__meta">
                  <FormattedMessage
                    id="demo.inbox.meta"
                    defaultMessage={'{purpose} · to {to} · {time}'}
                    values={{
                      to: entry.to,
                      purpose: intl.formatMessage(PURPOSES[entry.purpose]),
                      time: intl.formatTime(entry.at, { timeStyle: 'medium' }),
                    }}
                  />
                </span>
              </li>
            ))}
        </ol>
      </section>
      <p className="visually-hidden" role="status" aria-live="polite">
        {latest && (
          <FormattedMessage
            id="demo.inbox.announce"
            defaultMessage={'New code for {to}: {code}'}
            values={{ to: latest.to, code: latest.code.split('').join(' ') }}
          />
        )}
      </p>
    </>
  );
}
