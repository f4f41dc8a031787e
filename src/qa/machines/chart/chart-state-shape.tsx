import { useId, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { BOX, TITLE_FONT_SIZE } from './chart-geometry.ts';
import { StateLines } from './chart-state-lines.tsx';
import type { LaidOutState } from './layout.ts';

const messages = defineMessages<{ activeState: { path: string } }>({
  activeState: { id: 'qa.chart.activeState', defaultMessage: '{path} (active)' },
});

// Double border of a final state.
const FINAL_INSET = 4;

/**
 * One state box: rounded rect, the key as its title (after a dot when it is its parent's
 * initial child), then invoked actors, tags and the transitions that stay in the state.
 * The box is a button: Enter, Space or a click selects the state.
 */
export function ChartStateShape({
  node,
  region,
  active,
  lastTransition,
  onSelect,
}: {
  node: LaidOutState;
  /** A region of a parallel state: drawn with a dashed border. */
  region: boolean;
  active: boolean;
  lastTransition?: string | null;
  onSelect?: (id: string) => void;
}) {
  const intl = useIntl();
  const detailsId = `${useId().replace(/[^\w-]/g, '')}-details`;
  const { state, x, y, width, height, lines } = node;
  const select = () => onSelect?.(state.id);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    select();
  };
  const titleX = x + BOX.padX + (state.initial ? BOX.initialMark : 0);
  const titleTop = y + (BOX.titleHeight - TITLE_FONT_SIZE) / 2 - 2;
  return (
    <g className="statechart__node">
      <g
        className="statechart__state"
        data-testid="chart-state"
        data-state-id={state.id}
        data-kind={state.kind}
        data-initial={String(state.initial)}
        data-region={String(region)}
        data-active={String(active)}
        role="button"
        tabIndex={0}
        aria-label={
          active ? intl.formatMessage(messages.activeState, { path: state.id }) : state.id
        }
        aria-disabled={onSelect ? undefined : true}
        aria-describedby={lines.length > 0 ? detailsId : undefined}
        onClick={select}
        onKeyDown={onKeyDown}
      >
        {state.description ? <title>{state.description}</title> : null}
        <rect
          className="statechart__box"
          x={x}
          y={y}
          width={width}
          height={height}
          rx={BOX.radius}
        />
        {state.kind === 'final' ? (
          <rect
            className="statechart__box-inner"
            x={x + FINAL_INSET}
            y={y + FINAL_INSET}
            width={width - 2 * FINAL_INSET}
            height={height - 2 * FINAL_INSET}
            rx={BOX.radius - 2}
          />
        ) : null}
        {state.initial ? (
          <circle
            className="statechart__initial"
            cx={x + BOX.padX + 4}
            cy={y + BOX.titleHeight / 2}
            r={4}
          />
        ) : null}
        <text className="statechart__title" x={titleX} y={titleTop + TITLE_FONT_SIZE}>
          {state.key}
        </text>
      </g>
      {/* Beside the button, not in it: its name stays the state's path, and these lines are
        read as the button's description and as text of the chart. */}
      <StateLines id={detailsId} node={node} lastTransition={lastTransition} />
    </g>
  );
}
