import {
  http,
  type DefaultBodyType,
  type HttpHandler,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import type { ApiBody } from '#mock-server/envelope.ts';
import { anyOrigin } from '#mock-server/paths.ts';

/**
 * Handler builders typed against the wire types: `apiGet<PermissionConfig>(...)` only compiles
 * when the resolver answers an `Envelope<PermissionConfig>` (or a failure envelope, whose value
 * is `F`: null unless the call says more on failure).
 */
export function apiGet<T, F = null>(
  path: string,
  resolver: HttpResponseResolver<PathParams, DefaultBodyType, ApiBody<T, F>>,
): HttpHandler {
  return http.get(anyOrigin(path), resolver);
}

/** POST handler whose request body is `Body` and whose answer is an envelope of `T`. */
export function apiPost<Body extends DefaultBodyType, T, F = null>(
  path: string,
  resolver: HttpResponseResolver<PathParams, Body, ApiBody<T, F>>,
): HttpHandler {
  return http.post(anyOrigin(path), resolver);
}

/** PUT handler whose request body is `Body` and whose answer is an envelope of `T`. */
export function apiPut<Body extends DefaultBodyType, T, F = null>(
  path: string,
  resolver: HttpResponseResolver<PathParams, Body, ApiBody<T, F>>,
): HttpHandler {
  return http.put(anyOrigin(path), resolver);
}

/** DELETE handler answering an envelope of `T`. */
export function apiDelete<T>(
  path: string,
  resolver: HttpResponseResolver<PathParams, DefaultBodyType, ApiBody<T>>,
): HttpHandler {
  return http.delete(anyOrigin(path), resolver);
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
