/**
 * Lays a statechart out with elkjs (layered, hierarchical: compound and parallel states are
 * boxes around their children). The only module that imports elkjs, which is large: the QA
 * page loads it lazily and no other route may reach it.
 */
import ELK, {
  type ElkExtendedEdge,
  type ElkNode,
  type ElkPoint,
  type LayoutOptions,
} from 'elkjs/lib/elk.bundled.js';
import {
  BOX,
  edgeLabelSize,
  headerHeight,
  minStateSize,
  stateLines,
  type StateLine,
} from './chart-geometry.ts';
import type { ChartState, ChartTransition, StatechartGraph } from './statechart-graph.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A state's box in page coordinates, with the lines listed under its title. */
export interface LaidOutState extends Box {
  state: ChartState;
  lines: StateLine[];
}

/** One arrow: a transition towards one of its targets, in page coordinates. */
export interface LaidOutEdge {
  transition: ChartTransition;
  target: string;
  /** Start, bends, end. */
  points: ElkPoint[];
  label: Box;
}

export interface ChartLayout {
  width: number;
  height: number;
  /** Parents before their children. */
  nodes: LaidOutState[];
  edges: LaidOutEdge[];
}

const WRAPPER = '\u0000chart';
const MARGIN = 16;

const OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
  // Cycles are broken depth first from the initial states, so the main path reads top to
  // bottom and the way back (retry, error, dismiss) points up.
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeNode': '14',
  'elk.spacing.edgeEdge': '10',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.layered.spacing.edgeNodeBetweenLayers': '14',
  // Everything in page coordinates, so nothing needs converting from parent or container.
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};

let elk: InstanceType<typeof ELK> | undefined;

const edgeId = (t: ChartTransition, target: string) => `${t.id}>${target}`;

/** Ids from `id` up to the root, `id` first. */
function lineage(id: string, parentOf: Map<string, string | null>): string[] {
  const ids: string[] = [];
  for (let at: string | null | undefined = id; at != null; at = parentOf.get(at)) ids.push(at);
  return ids;
}

/**
 * Where ELK expects an edge: the nearest common ancestor of its ends, or the outer end itself
 * when one end contains the other; a self-loop lives in its state's parent.
 */
function edgeContainer(source: string, target: string, parentOf: Map<string, string | null>) {
  if (source === target) return parentOf.get(source) ?? WRAPPER;
  const up = lineage(target, parentOf);
  if (up.includes(source)) return source;
  const sourceUp = lineage(source, parentOf);
  if (sourceUp.includes(target)) return target;
  return sourceUp.find((id) => up.includes(id)) ?? WRAPPER;
}

function toElkNode(state: ChartState, lines: StateLine[], hasChildren: boolean): ElkNode {
  const size = minStateSize(state, lines);
  // The initial child first (at the top), where a reader starts.
  const first: LayoutOptions = state.initial
    ? { 'elk.layered.layering.layerConstraint': 'FIRST' }
    : {};
  if (!hasChildren) return { id: state.id, ...size, layoutOptions: first };
  const top = headerHeight(lines) + BOX.childPad / 2;
  return {
    id: state.id,
    children: [],
    edges: [],
    layoutOptions: {
      ...first,
      'elk.padding': `[top=${top},left=${BOX.childPad},bottom=${BOX.childPad},right=${BOX.childPad}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${size.width}, ${size.height})`,
    },
  };
}

function toElkGraph(graph: StatechartGraph) {
  const parentOf = new Map(graph.states.map((s) => [s.id, s.parentId]));
  const withChildren = new Set(graph.states.flatMap((s) => (s.parentId ? [s.parentId] : [])));
  const internal = new Map<string, ChartTransition[]>();
  for (const t of graph.transitions) {
    if (t.targets.length === 0) internal.set(t.source, [...(internal.get(t.source) ?? []), t]);
  }
  const linesOf = new Map(graph.states.map((s) => [s.id, stateLines(s, internal.get(s.id) ?? [])]));
  const wrapper: ElkNode = { id: WRAPPER, children: [], edges: [] };
  const elkNodes = new Map<string, ElkNode>([[WRAPPER, wrapper]]);
  for (const state of graph.states) {
    const node = toElkNode(state, linesOf.get(state.id) ?? [], withChildren.has(state.id));
    elkNodes.set(state.id, node);
    elkNodes.get(state.parentId ?? WRAPPER)?.children?.push(node);
  }
  for (const t of graph.transitions) {
    for (const target of t.targets) {
      const edge: ElkExtendedEdge = {
        id: edgeId(t, target),
        sources: [t.source],
        targets: [target],
        labels: [{ id: `${edgeId(t, target)}:label`, text: t.label, ...edgeLabelSize(t.label) }],
      };
      const container = elkNodes.get(edgeContainer(t.source, target, parentOf));
      (container?.edges ?? wrapper.edges)?.push(edge);
    }
  }
  return { wrapper, linesOf };
}

/** Every node of ELK's answer, parents before children. */
function* walk(node: ElkNode): Generator<ElkNode> {
  yield node;
  for (const child of node.children ?? []) yield* walk(child);
}

/**
 * Boxes and arrows for a statechart, in page coordinates with a margin (a node's `x`/`y` is its
 * top-left corner; edge points run from the source's border to the target's).
 */
export async function layoutStatechart(graph: StatechartGraph): Promise<ChartLayout> {
  elk ??= new ELK({ defaultLayoutOptions: OPTIONS });
  const { wrapper, linesOf } = toElkGraph(graph);
  const laid = await elk.layout(wrapper);
  const states = new Map(graph.states.map((s) => [s.id, s]));
  const transitions = new Map(
    graph.transitions.flatMap((t) => t.targets.map((target) => [edgeId(t, target), { t, target }])),
  );
  const at = (p: ElkPoint): ElkPoint => ({ x: p.x + MARGIN, y: p.y + MARGIN });
  const layout: ChartLayout = {
    width: (laid.width ?? 0) + 2 * MARGIN,
    height: (laid.height ?? 0) + 2 * MARGIN,
    nodes: [],
    edges: [],
  };
  for (const node of walk(laid)) {
    const state = states.get(node.id);
    if (state) {
      const { x, y } = at({ x: node.x ?? 0, y: node.y ?? 0 });
      const lines = linesOf.get(state.id) ?? [];
      layout.nodes.push({ state, lines, x, y, width: node.width ?? 0, height: node.height ?? 0 });
    }
    for (const edge of node.edges ?? []) {
      const found = transitions.get(edge.id);
      const section = edge.sections?.[0];
      const label = edge.labels?.[0];
      if (!found || !section || !label) continue;
      const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
      layout.edges.push({
        transition: found.t,
        target: found.target,
        points: points.map(at),
        label: {
          ...at({ x: label.x ?? 0, y: label.y ?? 0 }),
          width: label.width ?? 0,
          height: label.height ?? 0,
        },
      });
    }
  }
  return layout;
}
