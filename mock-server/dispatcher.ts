import { getResponse, http, matchRequestUrl, type HttpHandler } from 'msw';

/**
 * The fixed text every URL a handler path matches contains (lower case): the path up to its
 * first parameter or wildcard, without the leading `*`. Null for a RegExp or a predicate.
 */
function fixedPart(path: HttpHandler['info']['path']): string | null {
  if (typeof path !== 'string') return null;
  return (path.replace(/^\*/, '').split(/[:*({?+\\]/)[0] ?? '').toLowerCase();
}

/**
 * One msw handler in front of the platform's, with the same outcome: a request runs only the
 * handlers that can match it (same method, URL containing the path's fixed part), in their
 * order. Without it msw runs every handler on every request, each parsing the URL and the
 * cookies: about 100 handlers times 50 requests a page, on the page's main thread.
 */
export function dispatcher(handlers: readonly HttpHandler[]): HttpHandler {
  const entries = handlers.map((handler) => ({
    handler,
    method: handler.info.method,
    fixed: fixedPart(handler.info.path),
  }));
  const matching = new WeakMap<Request, Promise<HttpHandler[]>>();
  const match = async (request: Request): Promise<HttpHandler[]> => {
    const url = new URL(request.url);
    const lowerUrl = request.url.toLowerCase();
    const found: HttpHandler[] = [];
    const method = request.method.toUpperCase();
    for (const { handler, method: handles, fixed } of entries) {
      // As msw compares methods: a RegExp (http.all) or the name in any case.
      const sameMethod =
        handles instanceof RegExp ? handles.test(request.method) : handles.toUpperCase() === method;
      if (!sameMethod) continue;
      if (fixed !== null && !lowerUrl.includes(fixed)) continue;
      const { path } = handler.info;
      // msw's own matching decides; the filter above only skips the hopeless handlers. A path
      // matches without the cookies, which msw reads for every handler it tries.
      const matches =
        typeof path === 'function'
          ? await handler.predicate({ request, parsedResult: await handler.parse({ request }) })
          : matchRequestUrl(url, path).matches;
      if (matches) found.push(handler);
    }
    return found;
  };
  const matchOnce = (request: Request) => {
    let found = matching.get(request);
    if (!found) {
      found = match(request);
      matching.set(request, found);
    }
    return found;
  };
  return http.all(
    async ({ request }) => (await matchOnce(request)).length > 0,
    async ({ request }) => getResponse(await matchOnce(request), request),
  );
}
