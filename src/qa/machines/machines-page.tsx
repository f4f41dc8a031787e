import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { MACHINES } from '#machines/index.ts';
import { useMessagePart } from '#src/shared/intl.tsx';
import { messageById } from '#src/ui/messages-by-id.ts';
import { Tabs, tabPanelProps } from '#src/ui/tabs.tsx';
import { LivePanel } from './live/live-panel.tsx';
import { SandboxPanel } from './sandbox-panel.tsx';
import './machines-page.css';

/** One line on each machine of the registry, by machine id (machines-page.test checks each). */
const MACHINE_DESCRIPTIONS = defineMessages({
  session: {
    id: 'qa.machineDescription.session',
    defaultMessage:
      'Boot, restore from storage or the query string, 401 handling, logout with confirmation.',
  },
  login: {
    id: 'qa.machineDescription.login',
    defaultMessage:
      'Username or SMS login with captcha, forced password change, remember-me and free play.',
  },
  smsCountdown: {
    id: 'qa.machineDescription.smsCountdown',
    defaultMessage: 'SMS code button: validate, bot check, request, count down, re-enable.',
  },
  captcha: {
    id: 'qa.machineDescription.captcha',
    defaultMessage: 'Captcha of login and registration: fetch, refresh once a second, renew.',
  },
  changePassword: {
    id: 'qa.machineDescription.changePassword',
    defaultMessage: 'Change password, or the forced change after a default or expired password.',
  },
  passwordRecovery: {
    id: 'qa.machineDescription.passwordRecovery',
    defaultMessage:
      'Forgot password by e-mail or by mobile with an SMS code, then automatic login.',
  },
  registration: {
    id: 'qa.machineDescription.registration',
    defaultMessage:
      'Registration: rules from the platform, invitation code, slider, SMS code, submit, logged in.',
  },
  gameLaunch: {
    id: 'qa.machineDescription.gameLaunch',
    defaultMessage:
      'Game launch: login and real-account guard, lottery routes, vendor listings, launch to /game.',
  },
  withdrawalConfirmation: {
    id: 'qa.machineDescription.withdrawalConfirmation',
    defaultMessage:
      'Withdrawal confirmation: received, partly received, not received with proof, auto-receipt after the timeout.',
  },
  contract: {
    id: 'qa.machineDescription.contract',
    defaultMessage:
      'Agent contract: offer, lower-rate warning, accept or reject, termination requests, settlement on the clock.',
  },
});

type Mode = 'sandbox' | 'live';
const TABS_ID = 'qa-machines-mode';

/**
 * /qa/machines (demo builds only): every state machine of the product, drawn, steppable in a
 * sandbox with simulated time, or followed live while the demo runs in another tab.
 * `?machine=<id>&mode=live` makes a view linkable.
 */
export function MachinesPage() {
  const ready = useMessagePart('qa');
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const entry = MACHINES.find((e) => e.id === params.get('machine')) ?? MACHINES[0];
  const mode: Mode = params.get('mode') === 'live' ? 'live' : 'sandbox';

  if (!ready || !entry) {
    return (
      <p className="qa-machines__note" aria-busy="true">
        <FormattedMessage id="common.loading" defaultMessage="Loading…" />
      </p>
    );
  }

  const choose = (next: { machine?: string; mode?: Mode }) => {
    const query = new URLSearchParams(params);
    if (next.machine) query.set('machine', next.machine);
    if (next.mode) query.set('mode', next.mode);
    setParams(query, { replace: true });
  };

  return (
    <div className="qa-machines" data-testid="qa-machines-page">
      <h1>
        <FormattedMessage id="qa.machines.title" defaultMessage="State machine visualiser" />
      </h1>
      <Tabs
        idPrefix={TABS_ID}
        label={intl.formatMessage({ id: 'qa.machines.mode', defaultMessage: 'Mode' })}
        selected={mode}
        onSelect={(id) => choose({ mode: id })}
        items={[
          {
            id: 'sandbox',
            label: intl.formatMessage({ id: 'qa.machines.sandbox', defaultMessage: 'Sandbox' }),
            testId: 'qa-mode-sandbox',
          },
          {
            id: 'live',
            label: intl.formatMessage({ id: 'qa.machines.live', defaultMessage: 'Live app' }),
            testId: 'qa-mode-live',
          },
        ]}
      />
      <div {...tabPanelProps(TABS_ID, mode)} className="qa-machines__panel">
        {mode === 'live' ? (
          <LivePanel />
        ) : (
          <div className="qa-machines__layout">
            <nav
              aria-label={intl.formatMessage({
                id: 'qa.machines.list',
                defaultMessage: 'Machines',
              })}
              className="qa-machines__list"
            >
              <ul>
                {MACHINES.map((e) => (
                  <li key={e.id}>
                    <button
                      type="button"
                      data-testid="qa-machine"
                      data-machine-id={e.id}
                      aria-current={e.id === entry.id ? 'page' : undefined}
                      onClick={() => choose({ machine: e.id })}
                    >
                      <strong>{e.id}</strong>
                      <span>{intl.formatMessage(messageById(MACHINE_DESCRIPTIONS, e.id))}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            <SandboxPanel key={entry.id} entry={entry} />
          </div>
        )}
      </div>
    </div>
  );
}
