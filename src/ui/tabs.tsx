import type { KeyboardEvent, ReactNode } from 'react';
import './tabs.css';

export interface TabItem<TId extends string = string> {
  id: TId;
  label: ReactNode;
  /** A stable hook for QA automation (DESIGN.md), on the tab itself. */
  testId?: string;
}

const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
const panelId = (idPrefix: string, id: string) => `${idPrefix}-panel-${id}`;

/** Attributes of the panel that belongs to tab `id` of the `Tabs` with the same `idPrefix`. */
export function tabPanelProps(idPrefix: string, id: string) {
  return {
    role: 'tabpanel',
    id: panelId(idPrefix, id),
    'aria-labelledby': tabId(idPrefix, id),
    tabIndex: 0,
  } as const;
}

/**
 * An ARIA tab list: one tab in the Tab order, arrow keys, Home and End move between tabs and
 * select them. The caller renders only the selected panel, with `tabPanelProps`, so only the
 * selected tab points at a panel.
 */
export function Tabs<TId extends string>({
  items,
  selected,
  onSelect,
  label,
  idPrefix,
}: {
  items: TabItem<TId>[];
  selected: TId;
  onSelect: (id: TId) => void;
  /** Accessible name of the tab list. */
  label: string;
  idPrefix: string;
}) {
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length];
    if (!next) return;
    onSelect(next.id);
    document.getElementById(tabId(idPrefix, next.id))?.focus();
  };

  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {items.map((item, index) => (
        <button
          key={item.id}
          type="button"
          role="tab"
          className="tabs__tab"
          id={tabId(idPrefix, item.id)}
          aria-selected={item.id === selected}
          aria-controls={item.id === selected ? panelId(idPrefix, item.id) : undefined}
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
