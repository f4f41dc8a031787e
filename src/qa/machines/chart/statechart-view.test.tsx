import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { smsCountdownMachine } from '#machines/sms-countdown/machine.ts';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { activeStateIds } from './active-states.ts';
import { layoutStatechart, type ChartLayout } from './layout.ts';
import { toStatechartGraph } from './statechart-graph.ts';
import { StatechartView } from './statechart-view.tsx';

let layout: ChartLayout;
beforeAll(async () => {
  layout = await layoutStatechart(toStatechartGraph(smsCountdownMachine));
});

const idle = activeStateIds(smsCountdownMachine, { flow: 'idle', throttle: 'open' });
const counting = activeStateIds(smsCountdownMachine, {
  flow: 'counting',
  throttle: 'ignoringRepeats',
});

const chart = () => screen.getByRole('group', { name: 'Statechart of smsCountdown' });
const stateBox = (id: string) => {
  const box = chart().querySelector(`[data-testid="chart-state"][data-state-id="${id}"]`);
  if (!(box instanceof SVGElement)) throw new Error(`no state ${id}`);
  return box;
};
const activeIds = () =>
  screen
    .getAllByTestId('chart-state')
    .filter((g) => g.dataset.active === 'true')
    .map((g) => g.dataset.stateId);

describe('StatechartView', () => {
  it('draws every state and transition of the machine', () => {
    renderWithProviders(<StatechartView layout={layout} machineId="smsCountdown" active={idle} />);
    expect(screen.getAllByTestId('chart-state')).toHaveLength(layout.nodes.length);
    const events = screen.getAllByTestId('chart-transition').map((g) => g.dataset.event);
    expect(events).toContain('sms.send');
    expect(events).toContain('xstate.after.tick.smsCountdown.flow.counting');
    expect(stateBox('smsCountdown.flow.counting')).toHaveTextContent('counting');
    expect(screen.getByText('after tick (1 s)')).toBeInTheDocument();
  });

  it('highlights the active states and follows the prop', async () => {
    const user = userEvent.setup();
    // rerender() would drop the providers: the active set changes from inside them instead.
    function Running() {
      const [active, setActive] = useState(idle);
      return (
        <>
          <button type="button" onClick={() => setActive(counting)}>
            count down
          </button>
          <StatechartView layout={layout} machineId="smsCountdown" active={active} />
        </>
      );
    }
    renderWithProviders(<Running />);
    expect(activeIds()).toEqual([
      'smsCountdown',
      'smsCountdown.flow',
      'smsCountdown.flow.idle',
      'smsCountdown.throttle',
      'smsCountdown.throttle.open',
    ]);
    expect(screen.getByRole('button', { name: 'smsCountdown.flow.idle (active)' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'count down' }));
    expect(activeIds()).toContain('smsCountdown.flow.counting');
    expect(activeIds()).not.toContain('smsCountdown.flow.idle');
    expect(screen.getByRole('button', { name: 'smsCountdown.flow.idle' })).toBeVisible();
  });

  it('highlights the last transition taken', () => {
    const tick = layout.edges.find(
      (e) => e.transition.kind === 'delay' && e.target.endsWith('counting'),
    );
    renderWithProviders(
      <StatechartView
        layout={layout}
        machineId="smsCountdown"
        active={counting}
        lastTransition={tick?.transition.id}
      />,
    );
    const last = screen.getAllByTestId('chart-transition').filter((g) => g.dataset.last === 'true');
    expect(last.map((g) => g.dataset.event)).toEqual([
      'xstate.after.tick.smsCountdown.flow.counting',
    ]);
  });

  it('selects a state with Enter, Space or a click', async () => {
    const user = userEvent.setup();
    const onSelectState = vi.fn();
    renderWithProviders(
      <StatechartView
        layout={layout}
        machineId="smsCountdown"
        active={idle}
        onSelectState={onSelectState}
      />,
    );
    stateBox('smsCountdown.flow.botCheck').focus();
    await user.keyboard('{Enter}');
    expect(onSelectState).toHaveBeenLastCalledWith('smsCountdown.flow.botCheck');
    await user.tab();
    await user.keyboard(' ');
    expect(onSelectState).toHaveBeenLastCalledWith('smsCountdown.flow.requesting');
    await user.click(screen.getByRole('button', { name: 'smsCountdown.throttle.open (active)' }));
    expect(onSelectState).toHaveBeenLastCalledWith('smsCountdown.throttle.open');
    expect(onSelectState).toHaveBeenCalledTimes(3);
  });

  it('zooms in and out in steps, and fits the chart to the viewport', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatechartView layout={layout} machineId="smsCountdown" active={idle} />);
    const svg = chart();
    expect(svg).toHaveAttribute('width', String(layout.width));
    expect(screen.getByTestId('chart-zoom')).toHaveTextContent('Zoom 100%');

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(svg).toHaveAttribute('width', String(layout.width * 1.1));
    expect(screen.getByTestId('chart-zoom')).toHaveTextContent('Zoom 110%');

    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(svg).toHaveAttribute('height', String(layout.height * 0.9));

    const viewport = svg.parentElement;
    if (!viewport) throw new Error('the chart has no viewport');
    Object.defineProperty(viewport, 'clientWidth', { configurable: true, value: layout.width / 2 });
    Object.defineProperty(viewport, 'clientHeight', { configurable: true, value: layout.height });
    await user.click(screen.getByRole('button', { name: 'Fit to view' }));
    expect(svg).toHaveAttribute('data-zoom', '0.5');
    expect(screen.getByTestId('chart-zoom')).toHaveTextContent('Zoom 50%');
  });

  it('speaks Vietnamese by default', () => {
    renderWithProviders(<StatechartView layout={layout} machineId="smsCountdown" active={idle} />, {
      language: 'vi',
    });
    expect(screen.getByRole('group', { name: 'Sơ đồ trạng thái của smsCountdown' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Phóng to' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'smsCountdown.flow.idle (đang hoạt động)' }),
    ).toBeVisible();
  });
});
