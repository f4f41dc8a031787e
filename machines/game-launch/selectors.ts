/** What the app reads from the game launch machine (game cards, vendor tiles, failure dialog). */
import type { SnapshotFrom } from 'xstate';
import type { LaunchTarget } from './context.ts';
import type { gameLaunchMachine } from './machine.ts';

export type GameLaunchSnapshot = SnapshotFrom<typeof gameLaunchMachine>;

/** A launch call is running: launch controls show progress (and further clicks are ignored). */
export const selectIsBusy = (snapshot: GameLaunchSnapshot): boolean => snapshot.hasTag('loading');

/** What is being launched, so the clicked card alone shows the progress; null when idle. */
export const selectLaunching = (snapshot: GameLaunchSnapshot): LaunchTarget | null =>
  snapshot.hasTag('loading') ? snapshot.context.target : null;

/** Why the last launch failed: the server's text as sent, else a message id; null otherwise. */
export function selectFailure(snapshot: GameLaunchSnapshot) {
  const failure = snapshot.context.failure;
  return failure ? { serverMessage: failure.serverMessage, messageId: failure.messageId } : null;
}
