import { useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { consolidatedFlagsQuery } from '#src/api/agent.queries.ts';
import { Icon } from '#src/ui/icon.tsx';
import { useFocusTrap } from '#src/ui/use-focus-trap.ts';
import { shellMessages as m } from './agent-centre-messages.ts';
import {
  sectionOf,
  sectionTitle,
  visibleSections,
  type SectionId,
} from './agent-centre-sections.ts';
import { SectionContent } from './section-content.tsx';

/**
 * The agent centre as the spec draws it: a modal with a close button, the menu on the left
 * and the chosen page on the right; a full screen with the menu as a strip on a phone. The
 * page is `?section=` in the address, so a reload or a shared link opens the same page.
 */
export function AgentCentre({ account, onClose }: { account: string; onClose: () => void }) {
  const intl = useIntl();
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const sectionTitleId = useId();
  const [params, setParams] = useSearchParams();
  const flags = useQuery(consolidatedFlagsQuery(account));
  const visible = visibleSections(flags.data);
  const current = sectionOf(params.get('section'), visible);
  useFocusTrap(dialog, { active: true, onEscape: onClose });

  const open = (id: SectionId) => setParams(new URLSearchParams({ section: id }));

  return (
    <div className="agent-centre-backdrop">
      <div
        ref={dialog}
        className="agent-centre"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="agent-centre"
      >
        <header className="agent-centre__header">
          <h2 id={titleId} className="agent-centre__title">
            <FormattedMessage {...m.title} />
          </h2>
          <button
            type="button"
            className="agent-centre__close"
            aria-label={intl.formatMessage(m.close)}
            data-testid="agent-centre-close"
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </header>
        <div className="agent-centre__body">
          <nav className="agent-centre__menu" aria-label={intl.formatMessage(m.menu)}>
            <ul>
              {visible.map((id) => (
                <li key={id}>
                  <button
                    type="button"
                    className="agent-centre__menu-item"
                    aria-current={id === current ? 'page' : undefined}
                    data-testid={`agent-menu-${id}`}
                    onClick={() => open(id)}
                  >
                    <FormattedMessage {...sectionTitle(id)} />
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section
            className="agent-centre__content"
            aria-labelledby={sectionTitleId}
            data-testid={`agent-section-${current}`}
          >
            <h3 id={sectionTitleId} className="agent-centre__section-title">
              <FormattedMessage {...sectionTitle(current)} />
            </h3>
            <SectionContent id={current} account={account} />
          </section>
        </div>
      </div>
    </div>
  );
}
