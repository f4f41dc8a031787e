/**
 * Shortest paths for QA's test cases: the fewest steps from a fresh start to a chosen state.
 * A breadth-first search over the real sandbox, because xstate/graph's getShortestPaths cannot
 * run invoked promise actors and most states sit behind one. Each candidate step is replayed
 * from a fresh start (the sandbox is deterministic and the machines are small).
 */
import type { DemoStep, MachineEntry } from '#machines/index.ts';
import {
  getStateNodes,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
} from 'xstate';
import { acceptedEvents } from './accepted-events.ts';
import { SandboxRun, type StepRecord } from './sandbox-run.ts';

export interface PathOptions {
  /** Longest path searched (steps). Default 12. */
  maxDepth?: number;
  /** Distinct states expanded before giving up. Default 400. */
  maxStates?: number;
}

/** A state node QA can pick as a target. */
export interface PathTarget {
  /** The StateNode id ('smsCountdown.flow.counting'). */
  id: string;
  /** Its path below the root ('flow.counting'). */
  label: string;
}

function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

/** Every state node of the machine but the root, in document order, for the target picker. */
export function targetsOf(machine: AnyStateMachine): PathTarget[] {
  return descendants(machine.root).map((node) => ({ id: node.id, label: node.path.join('.') }));
}

/** The steps as QA copies them into a test case: pretty JSON, `type` first, other keys sorted. */
export function stepsToJson(steps: readonly DemoStep[]): string {
  return JSON.stringify(steps, (_key, value: unknown) => sortKeys(value), 2);
}

function sortKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const keys = Object.keys(value).sort((a, b) =>
    a === 'type' ? -1 : b === 'type' ? 1 : a < b ? -1 : a > b ? 1 : 0,
  );
  return Object.fromEntries(keys.map((key) => [key, (value as Record<string, unknown>)[key]]));
}

/**
 * The state a search tells apart: the value of the machine and of its child machines (the SMS
 * countdown of registration changes without the parent's value changing).
 */
function stateKey(snapshot: AnyMachineSnapshot): string {
  const children = Object.entries(snapshot.children as Record<string, { getSnapshot?(): unknown }>)
    .map(([id, child]) => [id, (child.getSnapshot?.() as { value?: unknown })?.value] as const)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([snapshot.status, snapshot.value, children]);
}

/**
 * Whether the last step showed `target` active: where it settled, or on the way (a loading
 * state whose sandbox actor answers at once is only passed through; the log shows it there).
 */
const reaches = (run: SandboxRun, record: StepRecord, target: string) =>
  [...record.passedThrough, record.value].some((value) =>
    getStateNodes(run.snapshot().machine.root, value).some((node) => node.id === target),
  );

/** What can be tried from here: every accepted sample, then the next timer. */
function candidates(run: SandboxRun, samples: readonly AnyEventObject[]): DemoStep[] {
  const snapshot = run.snapshot();
  if (snapshot.status !== 'active') return [];
  const open = new Set(
    acceptedEvents(snapshot, samples)
      .filter((event) => event.enabled && !event.blocked)
      .map((event) => event.type),
  );
  const sends = samples.filter((sample) => open.has(sample.type)).map((send) => ({ send }));
  const due = run.clock.nextDueIn();
  return due === null ? sends : [...sends, { advance: due }];
}

/** A fresh run that took `steps`, and what the last step did; null when one was refused. */
async function runTo(entry: MachineEntry, steps: readonly DemoStep[]) {
  const run = new SandboxRun(entry);
  let record: StepRecord | null = await run.start();
  for (const step of steps) {
    record = await run.step(step);
    if (!record) {
      run.stop();
      return null;
    }
  }
  return { run, record };
}

/**
 * The shortest list of steps (samples of the registry, waits for the next timer) that takes a
 * fresh sandbox actor of `entry` to a state where the node `target` is active (where the last
 * step settled or on its way there).
 * @returns the steps ([] when the start already matches), or null when the target is unknown
 *   or not reached within the limits
 */
export async function findShortestPath(
  entry: MachineEntry,
  target: string,
  { maxDepth = 12, maxStates = 400 }: PathOptions = {},
): Promise<DemoStep[] | null> {
  if (!targetsOf(entry.machine).some((node) => node.id === target)) return null;
  const samples = entry.sandbox.samples as readonly AnyEventObject[];
  const start = await runTo(entry, []);
  if (!start) return null;
  if (reaches(start.run, start.record, target)) return stop(start.run, []);

  const seen = new Set([stateKey(start.run.snapshot())]);
  let frontier = [{ steps: [] as DemoStep[], next: candidates(start.run, samples) }];
  start.run.stop();
  let expanded = 0;
  for (let depth = 1; depth <= maxDepth && frontier.length > 0; depth += 1) {
    const deeper: typeof frontier = [];
    for (const { steps, next } of frontier) {
      if (++expanded > maxStates) return null;
      for (const candidate of next) {
        const path = [...steps, candidate];
        const reached = await runTo(entry, path);
        if (!reached) continue;
        const { run, record } = reached;
        if (reaches(run, record, target)) return stop(run, path);
        const key = stateKey(run.snapshot());
        if (!seen.has(key)) {
          seen.add(key);
          deeper.push({ steps: path, next: candidates(run, samples) });
        }
        run.stop();
      }
    }
    frontier = deeper;
  }
  return null;
}

function stop<T>(run: SandboxRun, result: T): T {
  run.stop();
  return result;
}
