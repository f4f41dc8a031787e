/**
 * The sandbox session's event log: an entry per step with the snapshot it led to, and the
 * replay that rebuilds a run and its log from the logged steps.
 */
import type { DemoStep, MachineEntry } from '#machines/index.ts';
import { toJsonSafe, type JsonValue } from '#src/qa/json-safe.ts';
import type { AnyMachineSnapshot, StateValue } from 'xstate';
import { SandboxRun, type StepRecord } from './sandbox-run.ts';

/** One step QA took, with the snapshot it led to. Entry 0 is the start. */
export interface LogEntry {
  index: number;
  step: DemoStep | { start: true };
  /** The event type, for a sent event. */
  event?: string;
  /** The state value once the step settled (invoked sandbox actors answered). */
  value: StateValue;
  /** Values the machine went through on the way ('requesting' between send and 'counting'). */
  passedThrough: StateValue[];
  status: AnyMachineSnapshot['status'];
  /** JSON-safe copy of the context after the step. */
  context: JsonValue;
  /** Simulated ms since start after the step. */
  clockMs: number;
}

/** A fresh run and its log after `steps` (steps the machine could not take are left out). */
export async function replayRun(entry: MachineEntry, steps: readonly DemoStep[]) {
  const run = new SandboxRun(entry);
  const log = [toEntry(run, 0, { start: true }, await run.start())];
  for (const step of steps) {
    const record = await run.step(step);
    if (record) log.push(toEntry(run, log.length, step, record));
  }
  return { run, log };
}

/** The log entry for a step `run` has just taken (its snapshot is the step's result). */
export function toEntry(
  run: SandboxRun,
  index: number,
  step: LogEntry['step'],
  record: StepRecord,
): LogEntry {
  const snapshot = run.snapshot();
  return {
    index,
    step,
    ...('send' in step ? { event: step.send.type } : {}),
    value: record.value,
    passedThrough: record.passedThrough,
    status: snapshot.status,
    context: toJsonSafe(snapshot.context),
    clockMs: run.clock.now(),
  };
}
