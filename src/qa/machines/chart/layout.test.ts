import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MACHINES } from '#machines/index.ts';
import { registrationMachine } from '#machines/registration/machine.ts';
import { smsCountdownMachine } from '#machines/sms-countdown/machine.ts';
import { layoutStatechart, type Box, type ChartLayout, type LaidOutState } from './layout.ts';
import { toStatechartGraph } from './statechart-graph.ts';

// ELK works in fractions of a pixel.
const TOLERANCE = 0.5;
/** How far an arrow's end may stop from the border of its box. */
const TOUCH = 3;

const inside = (child: Box, parent: Box) =>
  child.x >= parent.x - TOLERANCE &&
  child.y >= parent.y - TOLERANCE &&
  child.x + child.width <= parent.x + parent.width + TOLERANCE &&
  child.y + child.height <= parent.y + parent.height + TOLERANCE;

const overlap = (a: Box, b: Box) =>
  a.x + a.width > b.x + TOLERANCE &&
  b.x + b.width > a.x + TOLERANCE &&
  a.y + a.height > b.y + TOLERANCE &&
  b.y + b.height > a.y + TOLERANCE;

/** Distance from a point to the border of a box, from inside or outside. */
function toBorder(p: { x: number; y: number }, b: Box): number {
  const dx = Math.max(b.x - p.x, 0, p.x - (b.x + b.width));
  const dy = Math.max(b.y - p.y, 0, p.y - (b.y + b.height));
  if (dx > 0 || dy > 0) return Math.hypot(dx, dy);
  return Math.min(p.x - b.x, b.x + b.width - p.x, p.y - b.y, b.y + b.height - p.y);
}

function expectSoundGeometry(layout: ChartLayout) {
  const byId = new Map(layout.nodes.map((n) => [n.state.id, n]));
  const box = (id: string): LaidOutState => {
    const node = byId.get(id);
    if (!node) throw new Error(`no box for ${id}`);
    return node;
  };
  for (const node of layout.nodes) {
    expect(node.width, node.state.id).toBeGreaterThan(0);
    expect(inside(node, { x: 0, y: 0, width: layout.width, height: layout.height })).toBe(true);
    const parentId = node.state.parentId;
    if (parentId !== null) expect(inside(node, box(parentId)), node.state.id).toBe(true);
  }
  for (const a of layout.nodes) {
    for (const b of layout.nodes) {
      if (a !== b && a.state.parentId === b.state.parentId) {
        expect(overlap(a, b), `${a.state.id} overlaps ${b.state.id}`).toBe(false);
      }
    }
  }
  for (const edge of layout.edges) {
    const name = `${edge.transition.label} -> ${edge.target}`;
    const start = edge.points[0];
    const end = edge.points[edge.points.length - 1];
    if (!start || !end) throw new Error(`${name} has no points`);
    expect(toBorder(start, box(edge.transition.source)), name).toBeLessThanOrEqual(TOUCH);
    expect(toBorder(end, box(edge.target)), name).toBeLessThanOrEqual(TOUCH);
    expect(edge.label.width, name).toBeGreaterThan(0);
    expect(inside(edge.label, { x: 0, y: 0, width: layout.width, height: layout.height })).toBe(
      true,
    );
  }
}

describe('layoutStatechart on the registration machine (the largest)', () => {
  const graph = toStatechartGraph(registrationMachine);
  let layout: ChartLayout;
  beforeAll(async () => {
    layout = await layoutStatechart(graph);
  });

  it('gives every state a box and every targeted transition an arrow', () => {
    expect(layout.nodes.map((n) => n.state.id).sort()).toEqual(
      graph.states.map((s) => s.id).sort(),
    );
    const arrows = graph.transitions.flatMap((t) => t.targets.map((target) => `${t.id}>${target}`));
    expect(layout.edges.map((e) => `${e.transition.id}>${e.target}`).sort()).toEqual(arrows.sort());
  });

  it('puts children inside their parent, siblings apart, and arrows on their boxes', () => {
    expectSoundGeometry(layout);
  });

  it('lists the forwarded SMS events inside the root box instead of drawing loops', () => {
    const root = layout.nodes.find((n) => n.state.id === 'registration');
    expect(root?.lines.map((l) => l.text)).toEqual([
      'invoke: smsCountdown',
      'sms.send',
      'sms.dismiss',
    ]);
  });

  it('draws the initial child of a region above the states it leads to', () => {
    const y = (id: string) => layout.nodes.find((n) => n.state.id === id)?.y ?? NaN;
    expect(y('registration.flow.starting')).toBeLessThan(y('registration.flow.validating'));
    expect(y('registration.captcha.checking')).toBeLessThan(y('registration.captcha.shown'));
  });
});

describe('layoutStatechart on the SMS countdown', () => {
  it('draws the tick as a loop on counting, with its label', async () => {
    const layout = await layoutStatechart(toStatechartGraph(smsCountdownMachine));
    expectSoundGeometry(layout);
    const tick = layout.edges.find(
      (e) => e.transition.kind === 'delay' && e.target.endsWith('counting'),
    );
    expect(tick?.transition.source).toBe('smsCountdown.flow.counting');
    expect(tick?.points.length).toBeGreaterThan(2);
  });
});

describe.each(MACHINES.filter((e) => e.id !== 'registration').map((e) => [e.id, e] as const))(
  'layoutStatechart on %s',
  (_, entry) => {
    it('lays out soundly', async () => {
      expectSoundGeometry(await layoutStatechart(toStatechartGraph(entry.machine)));
    });
  },
);

describe('elkjs', () => {
  it('is imported by layout.ts alone, so only the lazy QA page loads it', () => {
    const root = join(import.meta.dirname, '../../..');
    const importers = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /from ['"]elkjs/.test(readFileSync(join(root, file), 'utf8')));
    expect(importers).toEqual([join('qa/machines/chart/layout.ts')]);
  });
});
