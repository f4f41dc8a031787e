import { fail } from '#mock-server/envelope.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { say } from '#mock-server/messages/say.ts';
import { openState } from '#mock-server/scenarios/location.ts';
import type { Scenario } from '#mock-server/scenarios/scenario.types.ts';
import { TOKEN_HEADER } from '#mock-server/session.ts';

/**
 * Every call that carries a session token answers 401, as if the session had just expired:
 * shows the front end's 401 handling (session cleared, login popup). Logging in still works;
 * the calls after it then fail again.
 */
export function sessionExpiredScenario(): Scenario {
  return {
    name: 'session-expired',
    description: 'Every call with a session token answers 401 (the session has expired).',
    systemState: ({ brand }) => openState(brand),
    beforeApiCall: (request, env) => {
      if (!request.headers.has(TOKEN_HEADER)) return undefined;
      const language = replyLanguage(request, env.brand.app.defaultLanguage);
      return fail(401, say(language, 'notLoggedIn'));
    },
  };
}
