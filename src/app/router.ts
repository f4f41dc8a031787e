import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's one browser router; the session navigates with it from outside the tree. Made on
 * first use (at boot), not when the module loads: the modules' evaluation and the boot are then
 * two shorter tasks instead of one long one (decision 006).
 */
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(routes);
  return router;
}
