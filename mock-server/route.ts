import {
  http,
  type AsyncResponseResolverReturnType,
  type DefaultBodyType,
  type HttpHandler,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import type { Endpoint, FailureOf, ResponseOf } from '#schemas/endpoints/define.ts';
import { admit, type AccessContext, type CallerOf } from '#mock-server/access.ts';
import type { ApiBody } from '#mock-server/envelope.ts';
import { anyOrigin } from '#mock-server/paths.ts';

/** What a resolver gets: the request, and its caller as the declaration's access checked it. */
export interface ResolverInfo<E extends Endpoint> {
  request: Request;
  caller: CallerOf<E>;
}

/**
 * A resolver of `E`: it only compiles when it answers an envelope of the declared response
 * (or a failure envelope, whose value is the declared failure type, else null).
 */
export type Resolver<E extends Endpoint> = (
  info: ResolverInfo<E>,
) => AsyncResponseResolverReturnType<ApiBody<ResponseOf<E>, FailureOf<E>>>;

/** The declaration each resolver's handler answers for (read by the contract tests). */
const RESOLVED = new WeakMap<HttpHandler, Endpoint>();

/**
 * The handler of a declared platform call: method and path come from the declaration, and its
 * access rule (`access.ts`) answers before the resolver runs, so the resolver holds only the
 * domain rule.
 */
export function resolve<E extends Endpoint>(
  ctx: AccessContext,
  endpoint: E,
  resolver: Resolver<E>,
): HttpHandler {
  type Body = ApiBody<ResponseOf<E>, FailureOf<E>>;
  const method = http[endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'];
  const handler = method<PathParams, DefaultBodyType, Body>(
    anyOrigin(endpoint.path),
    ({ request }) => {
      const admitted = admit(ctx, endpoint, request);
      if (!admitted.ok) return admitted.response;
      return resolver({ request, caller: admitted.caller as CallerOf<E> });
    },
  );
  RESOLVED.set(handler, endpoint);
  return handler;
}

/** The declaration a handler was made for by `resolve`; undefined for any other handler. */
export function endpointOf(handler: HttpHandler): Endpoint | undefined {
  return RESOLVED.get(handler);
}

/**
 * POST handler of a simulated service that is not a platform call (the phone-auth provider,
 * the demo games' rounds), so it has no declaration: answers an envelope of `T`.
 */
export function servicePost<Body extends DefaultBodyType, T, F = null>(
  path: string,
  resolver: HttpResponseResolver<PathParams, Body, ApiBody<T, F>>,
): HttpHandler {
  return http.post(anyOrigin(path), resolver);
}

/** A positive integer query parameter, or `fallback` when absent or invalid. */
export function intParam(url: URL, name: string, fallback: number): number {
  const value = Number(url.searchParams.get(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** A comma-separated query parameter as a list (empty when absent). */
export function listParam(url: URL, name: string): string[] {
  const value = url.searchParams.get(name);
  return value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];
}
