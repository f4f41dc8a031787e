import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { brands } from '#brands/index.ts';
import { useBrandResolution } from '#src/shared/brand-context.tsx';
import {
  currentScenario,
  DEMO_SCENARIOS,
  resetDemoData,
  switchScenario,
  type ScenarioName,
} from '#src/boot/start-demo-platform.ts';
import { DemoApplications } from './demo-applications.tsx';
import { DemoRedemptions } from './demo-redemptions.tsx';
import { DemoInbox } from './demo-inbox.tsx';
import { DemoTotp } from './demo-totp.tsx';
import './demo-tools.css';

const SCENARIO_NAMES = defineMessages({
  normal: { id: 'demo.scenario.normal', defaultMessage: 'Normal' },
  maintenance: { id: 'demo.scenario.maintenance', defaultMessage: 'Maintenance' },
  restricted: { id: 'demo.scenario.restricted', defaultMessage: 'Restricted (IP or region)' },
  slow: { id: 'demo.scenario.slow', defaultMessage: 'Slow network' },
  flaky: { id: 'demo.scenario.flaky', defaultMessage: 'Intermittent errors' },
  'session-expired': { id: 'demo.scenario.sessionExpired', defaultMessage: 'Session expired' },
  'deposit-failed': { id: 'demo.scenario.depositFailed', defaultMessage: 'Deposits fail' },
  'deposit-pending': {
    id: 'demo.scenario.depositPending',
    defaultMessage: 'Deposits stay pending',
  },
  'hostile-content': {
    id: 'demo.scenario.hostileContent',
    defaultMessage: 'Hostile content (XSS payloads)',
  },
} satisfies Record<ScenarioName, MessageDescriptor>);

/**
 * The demo builds' floating panel: switch brand (reloads with ?brand=) or scenario (live
 * where the system status stays the same, else a reload with ?scenario=), open the machine
 * visualiser or the brand studio, reset the demo data; the demo inbox shows above the toggle
 * as soon as a code arrives. Collapsed by default in the bottom corner, away from the
 * header's buttons. In the brand studio's preview only the inbox shows: the panel's links
 * would take the preview away from the draft.
 */
export function DemoTools() {
  const intl = useIntl();
  const { brand, source } = useBrandResolution();
  if (source === 'draft') {
    return (
      <aside
        className="demo-tools"
        aria-label={intl.formatMessage({ id: 'demo.title', defaultMessage: 'Demo tools' })}
      >
        <DemoInbox />
      </aside>
    );
  }
  return <DemoPanel brandId={brand.app.id} brandName={brand.app.name} />;
}

function DemoPanel({ brandId, brandName }: { brandId: string; brandName: string }) {
  const intl = useIntl();
  const [scenario, setScenario] = useState(currentScenario);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <aside
      className="demo-tools"
      aria-label={intl.formatMessage({ id: 'demo.title', defaultMessage: 'Demo tools' })}
    >
      <button
        ref={toggle}
        type="button"
        className="demo-tools__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <FormattedMessage
          id="demo.toggle"
          defaultMessage={'Demo · {brand} · {scenario}'}
          values={{ brand: brandName, scenario: intl.formatMessage(SCENARIO_NAMES[scenario]) }}
        />
      </button>
      <DemoInbox />
      <div id={panelId} className="demo-tools__panel" hidden={!open}>
        <DemoTotp />
        <h2 className="demo-tools__heading">
          <FormattedMessage id="demo.brand" defaultMessage="Brand" />
        </h2>
        <ul className="demo-tools__list">
          {Object.values(brands).map(({ app }) => (
            <li key={app.id}>
              {/* A relative query link keeps the path and reloads: boot reads ?brand= first. */}
              <a
                href={`?brand=${encodeURIComponent(app.id)}`}
                aria-current={app.id === brandId ? 'true' : undefined}
              >
                {app.name}
              </a>
            </li>
          ))}
        </ul>
        <h2 className="demo-tools__heading">
          <FormattedMessage id="demo.scenario" defaultMessage="Scenario" />
        </h2>
        <ul className="demo-tools__list">
          {DEMO_SCENARIOS.map((name) => (
            <li key={name}>
              <a
                href={`?scenario=${name}`}
                aria-current={name === scenario ? 'true' : undefined}
                onClick={(event) => {
                  // Live when it can be; otherwise the link reloads with ?scenario=.
                  if (!switchScenario(name)) return;
                  event.preventDefault();
                  setScenario(name);
                }}
              >
                <FormattedMessage {...SCENARIO_NAMES[name]} />
              </a>
            </li>
          ))}
        </ul>
        <DemoApplications open={open} />
        <DemoRedemptions open={open} />
        <a className="demo-tools__machines" href="/qa/machines" data-testid="qa-machines">
          <FormattedMessage id="demo.machines" defaultMessage="State machines (QA)" />
        </a>
        <a className="demo-tools__machines" href="/qa/brand" data-testid="qa-brand">
          <FormattedMessage id="demo.brandStudio" defaultMessage="Brand studio (QA)" />
        </a>
        <button
          type="button"
          className="demo-tools__reset"
          data-testid="demo-reset"
          onClick={() => void resetDemoData()}
        >
          <FormattedMessage
            id="demo.resetData"
            defaultMessage="Reset demo data (accounts, passwords, sessions)"
          />
        </button>
      </div>
    </aside>
  );
}
