import type { KeyboardEvent, ReactNode } from 'react';
import '#src/ui/tabs.css';

export interface ChoiceTab<TId extends string> {
  id: TId;
  label: ReactNode;
  /** A stable hook for QA automation (DESIGN.md), on the tab itself. */
  testId?: string;
}

/**
 * An ARIA tab list like `src/ui/tabs.tsx` (same ids, so `tabPanelProps` works), with a
 * `data-testid` per tab: the login tabs must carry login-tab-username and login-tab-sms.
 */
export function ChoiceTabs<TId extends string>({
  items,
  selected,
  onSelect,
  label,
  idPrefix,
}: {
  items: ChoiceTab<TId>[];
  selected: TId;
  onSelect: (id: TId) => void;
  label: string;
  idPrefix: string;
}) {
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const target =
      event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : step && index + step;
    if (target === undefined) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length];
    if (!next) return;
    onSelect(next.id);
    document.getElementById(`${idPrefix}-tab-${next.id}`)?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {items.map((item, index) => (
        <button
          key={item.id}
          type="button"
          role="tab"
          className="tabs__tab"
          id={`${idPrefix}-tab-${item.id}`}
          aria-selected={item.id === selected}
          aria-controls={item.id === selected ? `${idPrefix}-panel-${item.id}` : undefined}
          tabIndex={item.id === selected ? 0 : -1}
          data-testid={item.testId}
          onClick={() => onSelect(item.id)}
          onKeyDown={(event) => move(event, index)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
