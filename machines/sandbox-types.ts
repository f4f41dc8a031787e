/** The shape of a machine's sandbox (`machines/<id>/sandbox.ts`), as the registry lists it. */
import type { AnyStateMachine, EventFromLogic, InputFrom, StateValue } from 'xstate';

/** One step of a demo path: an event, or simulated time passing. */
export type DemoStep<TMachine extends AnyStateMachine = AnyStateMachine> =
  { send: EventFromLogic<TMachine> } | { advance: number };

/** What the QA visualiser needs to run a machine without a backend. */
export interface Sandbox<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Actors and effects for running without a backend (what `.provide()` accepts). */
  implementations: Parameters<TMachine['provide']>[0];
  input: InputFrom<TMachine>;
  /**
   * One typical event, with a plausible payload, for every event type the machine handles:
   * the visualiser's payload editor starts from it and its path finder sends it.
   */
  samples: EventFromLogic<TMachine>[];
  /** A known path through the machine and the state it ends in. */
  demo: { steps: DemoStep<TMachine>[]; reaches: StateValue };
}
