import { BOX, EDGE_LABEL, FONT_SIZE, textWidth } from './chart-geometry.ts';
import type { LaidOutState } from './layout.ts';

/**
 * The lines under a state's title: invoked actors, tags, and the transitions that stay in the
 * state (each a `chart-transition`, highlighted when it was the last one taken).
 */
export function StateLines({
  id,
  node,
  lastTransition,
}: {
  id: string;
  node: LaidOutState;
  lastTransition?: string | null;
}) {
  const { x, y, lines } = node;
  if (lines.length === 0) return null;
  return (
    <g id={id} className="statechart__details">
      {lines.map((line, index) => {
        const top = y + BOX.titleHeight + index * BOX.lineHeight;
        const text = (
          <text className="statechart__line" x={x + BOX.padX} y={top + FONT_SIZE - 1}>
            {line.text}
          </text>
        );
        if (!line.transition) return <g key={index}>{text}</g>;
        return (
          <g
            key={index}
            className="statechart__internal"
            data-testid="chart-transition"
            data-event={line.transition.event}
            data-transition-id={line.transition.id}
            data-last={String(line.transition.id === lastTransition)}
          >
            <rect
              className="statechart__internal-box"
              x={x + BOX.padX - EDGE_LABEL.padX}
              y={top}
              width={textWidth(line.text) + 2 * EDGE_LABEL.padX}
              height={BOX.lineHeight}
              rx={4}
            />
            {text}
          </g>
        );
      })}
    </g>
  );
}
