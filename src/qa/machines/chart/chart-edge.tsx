import { EDGE_LABEL, FONT_SIZE } from './chart-geometry.ts';
import type { LaidOutEdge } from './layout.ts';

/** Ids of the arrowhead markers a chart defines once (see `ChartMarkers`). */
export interface MarkerIds {
  normal: string;
  error: string;
  last: string;
}

const pathOf = (points: LaidOutEdge['points']) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');

/** Arrowheads for plain, error and last-taken transitions, coloured by the theme (CSS). */
export function ChartMarkers({ ids }: { ids: MarkerIds }) {
  const head = (id: string, className: string) => (
    <marker
      id={id}
      className={className}
      viewBox="0 0 10 10"
      refX="9"
      refY="5"
      markerWidth="9"
      markerHeight="9"
      markerUnits="userSpaceOnUse"
      orient="auto-start-reverse"
    >
      <path d="M0 0 L10 5 L0 10 z" />
    </marker>
  );
  return (
    <defs>
      {head(ids.normal, 'statechart__head')}
      {head(ids.error, 'statechart__head statechart__head--error')}
      {head(ids.last, 'statechart__head statechart__head--last')}
    </defs>
  );
}

/** One transition arrow with its label on a small background. */
export function ChartEdge({
  edge,
  last,
  markers,
}: {
  edge: LaidOutEdge;
  last: boolean;
  markers: MarkerIds;
}) {
  const { transition, label } = edge;
  const marker = last ? markers.last : transition.kind === 'error' ? markers.error : markers.normal;
  return (
    <g
      className="statechart__edge"
      data-testid="chart-transition"
      data-event={transition.event}
      data-transition-id={transition.id}
      data-kind={transition.kind}
      data-target={edge.target}
      data-last={String(last)}
    >
      <path className="statechart__arrow" d={pathOf(edge.points)} markerEnd={`url(#${marker})`} />
      <rect
        className="statechart__label-box"
        x={label.x}
        y={label.y}
        width={label.width}
        height={label.height}
        rx={4}
      />
      <text
        className="statechart__label"
        x={label.x + EDGE_LABEL.padX}
        y={label.y + (label.height + FONT_SIZE) / 2 - 2}
      >
        {transition.label}
      </text>
    </g>
  );
}
