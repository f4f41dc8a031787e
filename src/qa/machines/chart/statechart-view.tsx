import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { ChartEdge, ChartMarkers, type MarkerIds } from './chart-edge.tsx';
import { ChartStateShape } from './chart-state-shape.tsx';
import type { ChartLayout } from './layout.ts';
import { useZoom } from './use-zoom.ts';
import './statechart-view.css';

const messages = defineMessages<{
  chartName: { machine: string };
  toolbar: NoMessageValues;
  zoomIn: NoMessageValues;
  zoomOut: NoMessageValues;
  fit: NoMessageValues;
  zoomLevel: { level: string };
}>({
  chartName: { id: 'qa.chart.name', defaultMessage: 'Statechart of {machine}' },
  toolbar: { id: 'qa.chart.toolbar', defaultMessage: 'Chart zoom' },
  zoomIn: { id: 'qa.chart.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'qa.chart.zoomOut', defaultMessage: 'Zoom out' },
  fit: { id: 'qa.chart.fit', defaultMessage: 'Fit to view' },
  zoomLevel: { id: 'qa.chart.zoomLevel', defaultMessage: 'Zoom {level}' },
});

export interface StatechartViewProps {
  layout: ChartLayout;
  /** The machine's id, for the chart's accessible name. */
  machineId: string;
  /** Ids of the active state nodes (see `activeStateIds`). */
  active: ReadonlySet<string>;
  /** The `ChartTransition.id` of the transition taken last, highlighted. */
  lastTransition?: string | null;
  onSelectState?: (id: string) => void;
}

/**
 * A laid-out statechart as SVG in a scrolling viewport with zoom buttons. Active states and
 * the last transition are highlighted in the brand's colour; states are focusable buttons.
 */
export function StatechartView({
  layout,
  machineId,
  active,
  lastTransition = null,
  onSelectState,
}: StatechartViewProps) {
  const intl = useIntl();
  const { viewport, ...zoom } = useZoom(layout.width, layout.height);
  // React's ids may hold characters that do not belong in a url(#...) reference.
  const prefix = `chart${useId().replace(/[^\w-]/g, '')}`;
  const kindOf = new Map(layout.nodes.map((node) => [node.state.id, node.state.kind]));
  const markers: MarkerIds = {
    normal: `${prefix}-head`,
    error: `${prefix}-head-error`,
    last: `${prefix}-head-last`,
  };

  return (
    <div className="statechart">
      <div
        className="statechart__toolbar"
        role="toolbar"
        aria-label={intl.formatMessage(messages.toolbar)}
      >
        <button
          type="button"
          className="button button--outline"
          onClick={zoom.zoomOut}
          disabled={!zoom.canZoomOut}
        >
          <FormattedMessage {...messages.zoomOut} />
        </button>
        <button
          type="button"
          className="button button--outline"
          onClick={zoom.zoomIn}
          disabled={!zoom.canZoomIn}
        >
          <FormattedMessage {...messages.zoomIn} />
        </button>
        <button type="button" className="button button--outline" onClick={zoom.fit}>
          <FormattedMessage {...messages.fit} />
        </button>
        <output className="statechart__zoom" aria-live="polite" data-testid="chart-zoom">
          <FormattedMessage
            {...messages.zoomLevel}
            values={{ level: intl.formatNumber(zoom.scale, { style: 'percent' }) }}
          />
        </output>
      </div>
      <div className="statechart__viewport" ref={viewport}>
        <svg
          className="statechart__svg"
          role="group"
          aria-label={intl.formatMessage(messages.chartName, { machine: machineId })}
          data-zoom={zoom.scale}
          width={layout.width * zoom.scale}
          height={layout.height * zoom.scale}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
        >
          <ChartMarkers ids={markers} />
          {layout.nodes.map((node) => (
            <ChartStateShape
              key={node.state.id}
              node={node}
              region={kindOf.get(node.state.parentId ?? '') === 'parallel'}
              active={active.has(node.state.id)}
              lastTransition={lastTransition}
              onSelect={onSelectState}
            />
          ))}
          {layout.edges.map((edge) => (
            <ChartEdge
              key={`${edge.transition.id}>${edge.target}`}
              edge={edge}
              last={edge.transition.id === lastTransition}
              markers={markers}
            />
          ))}
        </svg>
      </div>
    </div>
  );
}
