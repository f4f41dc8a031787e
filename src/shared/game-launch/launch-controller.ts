import type { Failure } from '#machines/failure.ts';
import type { GameLaunchEvent } from '#machines/game-launch/events.ts';
import type { LaunchActor, LaunchView } from './launch-actor.ts';
import type { LaunchDeps } from './launch-implementations.ts';

const IDLE: LaunchView = { busy: false, launching: null, failure: null };

/**
 * Owns one gameLaunch actor for a launch control and what React shows of it. The machine and
 * its implementations load with the first launch: until then nothing runs and the controls
 * look idle. A failure is shown once (server message, else the translated one), and
 * dismissed when closed.
 */
export class LaunchController {
  #deps: LaunchDeps | null = null;
  #actor: LaunchActor | null = null;
  #loading: Promise<LaunchActor | null> | null = null;
  #view: LaunchView = IDLE;
  #shownFailure: Failure | null = null;
  #running = true;
  readonly #listeners = new Set<() => void>();

  /** The latest of React's side (called after every render). */
  setDeps(deps: LaunchDeps): void {
    this.#deps = deps;
  }

  deps = (): LaunchDeps => {
    if (!this.#deps) throw new Error('LaunchController: used before the first render');
    return this.#deps;
  };

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getView = (): LaunchView => this.#view;

  /** Mounted (again): launches may run. */
  start(): void {
    this.#running = true;
  }

  /** Unmounted: the actor stops and a launch in flight is forgotten. */
  stop(): void {
    this.#running = false;
    this.#actor?.stop();
    this.#actor = null;
    this.#loading = null;
    this.#update(IDLE);
  }

  send = (event: GameLaunchEvent): void => {
    if (this.#actor) {
      this.#actor.send(event);
      return;
    }
    // A new actor reads the session when it starts: nothing to tell before that.
    if (event.type === 'session.changed') return;
    void this.#load().then((actor) => actor?.send(event));
  };

  #load(): Promise<LaunchActor | null> {
    this.#loading ??= import('./launch-actor.ts').then(({ createLaunchActor }) => {
      if (!this.#running) return null;
      const actor = createLaunchActor(this.deps, this.deps().viewer, (view) => this.#update(view));
      this.#actor = actor;
      return actor;
    });
    return this.#loading;
  }

  #update(view: LaunchView): void {
    const changed =
      view.busy !== this.#view.busy ||
      view.launching !== this.#view.launching ||
      view.failure !== this.#view.failure;
    if (!changed) return;
    this.#view = view;
    for (const listener of this.#listeners) listener();
    if (view.failure && view.failure !== this.#shownFailure) {
      this.#shownFailure = view.failure;
      void this.deps()
        .showFailure(view.failure)
        .then(() => this.#actor?.send({ type: 'launch.dismiss' }));
    }
  }
}
