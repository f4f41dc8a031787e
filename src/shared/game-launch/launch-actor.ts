import { createActor } from 'xstate';
import type { Failure } from '#machines/failure.ts';
import type { LaunchTarget } from '#machines/game-launch/context.ts';
import type { GameLaunchEvent } from '#machines/game-launch/events.ts';
import { gameLaunchMachine } from '#machines/game-launch/machine.ts';
import { selectIsBusy, selectLaunching } from '#machines/game-launch/selectors.ts';
import type { Viewer } from '#machines/member.ts';
import { createGameLaunchImplementations, type LaunchDeps } from './launch-implementations.ts';
import { machineInspection } from '#src/platform/machine-inspection.ts';

/** What the launch controls show of the machine. */
export interface LaunchView {
  busy: boolean;
  launching: LaunchTarget | null;
  failure: Failure | null;
}

export interface LaunchActor {
  send: (event: GameLaunchEvent) => void;
  stop: () => void;
}

/**
 * A started gameLaunch actor with the app's actors and effects (loaded with the first launch,
 * so the machine stays off the home page's first load). `onChange` hears every new view.
 */
export function createLaunchActor(
  deps: () => LaunchDeps,
  viewer: Viewer,
  onChange: (view: LaunchView) => void,
): LaunchActor {
  const actor = createActor(gameLaunchMachine.provide(createGameLaunchImplementations(deps)), {
    input: { viewer },
    inspect: machineInspection,
  });
  actor.subscribe((snapshot) =>
    onChange({
      busy: selectIsBusy(snapshot),
      launching: selectLaunching(snapshot),
      failure: snapshot.context.failure,
    }),
  );
  actor.start();
  return { send: (event) => actor.send(event), stop: () => actor.stop() };
}
