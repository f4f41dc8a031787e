import { createElement, lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type * as EngineExports from './session-engine.tsx';

// The session machine (xstate and the session's effects, about 15 KB gzip) is a chunk of its
// own, asked for at boot beside the first render (`preloadSession`): until it runs, the session
// is booting, as the machine's first state is.
type EngineModule = typeof EngineExports;
let engineModule: EngineModule | null = null;
export const loadSessionEngine = () =>
  import('./session-engine.tsx').then((module) => (engineModule = module));
const SessionEngine = lazy(() => loadSessionEngine().then((m) => ({ default: m.SessionEngine })));
type EngineProps = ComponentProps<EngineModule['SessionEngine']>;

/**
 * The engine as soon as its chunk has run, for a session coming back (a stored token or a
 * sign-in link): a member page shows nothing of its own until the machine has restored the
 * member. Not `React.lazy`: React 19 holds a Suspense boundary's reveal back until 300 ms after
 * any boundary last showed or hid its fallback, and the frame's lazy parts show theirs all
 * through the first render; a state update is not held back (decision 017). A guest's engine
 * stays lazy: nothing of a guest's page waits for it, and that pause keeps its start out of the
 * first render's busiest stretch (decision 016). A chunk that cannot load fails the render, as
 * a lazy one would.
 */
function SessionEngineWhenLoaded(props: EngineProps) {
  const [engine, setEngine] = useState(() => engineModule);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  useEffect(() => {
    if (engine) return;
    let current = true;
    loadSessionEngine().then(
      (module) => current && setEngine(module),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [engine]);
  return engine ? createElement(engine.SessionEngine, props) : null;
}

/**
 * Where `SessionProvider` starts its machine: at once for a session coming back, lazily for a
 * guest (`SessionEngineWhenLoaded`).
 */
export function SessionEngineSlot({ comingBack, ...props }: EngineProps & { comingBack: boolean }) {
  return comingBack ? (
    <SessionEngineWhenLoaded {...props} />
  ) : (
    <Suspense fallback={null}>
      <SessionEngine {...props} />
    </Suspense>
  );
}
