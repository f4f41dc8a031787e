import { fromPromise, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate';

/**
 * Placeholder for an actor the React side (or a sandbox, or a test) supplies with
 * `.provide()`. Left unprovided, it fails, so the machine takes its error path instead of
 * hanging.
 */
export function notProvided<TOutput, TInput = NonReducibleUnknown>(
  name: string,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name}: not provided`);
  });
}
