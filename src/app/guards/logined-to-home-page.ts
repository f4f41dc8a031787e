/** Paths a visitor without a session token may open when `loginedToHomePage` is on (spec section 2). */
export const OPEN_WITHOUT_SESSION = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
];

/** Demo builds: the QA tools are for staff, not player pages, so no brand's wall hides them. */
const QA_TOOLS = '/qa/';

/**
 * Where a visitor must go instead, or null when the path may open.
 * Only applies when the brand turns `loginedToHomePage` on and there is no token.
 */
export function loginedToHomePageRedirect(
  pathname: string,
  options: { enabled: boolean; hasToken: boolean; demo?: boolean },
): string | null {
  if (!options.enabled || options.hasToken) return null;
  if (options.demo && pathname.startsWith(QA_TOOLS)) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return OPEN_WITHOUT_SESSION.includes(path) ? null : '/login';
}
