import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

/** The app's one browser router; the session navigates with it from outside the tree. */
export const router = createBrowserRouter(routes);
