/**
 * The shape of an endpoint declaration: every platform call is declared once, in
 * `schemas/endpoints/<domain>.ts`. `src/api` calls through the declaration (method, path,
 * token, encryption come from it) and the simulated platform registers its resolver against
 * the same declaration, which also applies the access rule. Types only: nothing here runs in
 * the live bundle but the declarations' plain data.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call:
 * - `public`: anybody; no token is sent.
 * - `member`: a live session's token (401 'not logged in' otherwise).
 * - `optionalMember`: a guest, or a member when a token is sent (a dead token answers 401, so
 *   the client clears it).
 * - `agent`: a member whose type is an agent's (`AGENT_TYPES`); other members get 403.
 */
export type Access = 'public' | 'member' | 'optionalMember' | 'agent';

/** Member types with agent-centre access (spec: isAgent 1, 2, 41, 42). */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

/** Member type of a trial (free play) account. */
export const TRIAL_MEMBER_TYPE = 4;

/**
 * Why a trial account (type 4) is refused, which is also what the refusal says: it cannot
 * move money (`money`), or cannot play or keep games (`games`, the spec's
 * 'in_need_true_account').
 */
export type TrialRefusal = 'money' | 'games';

/**
 * How the request body travels: plain JSON, JSON hybrid-encrypted with the platform's public
 * key (the spec's "encrypted" calls), or form-encoded.
 */
export type BodyEncoding = 'json' | 'encrypted' | 'form';

/** Query values as they go on the URL; `undefined` leaves the parameter out. */
export type QueryValue = string | number | boolean | undefined;

/**
 * The wire types of a call: its query and body (absent when it takes none), its success value
 * and, for calls that say more on failure, the failure envelope's value.
 */
export interface Wire {
  query?: object;
  body?: unknown;
  response: unknown;
  failure?: unknown;
}

/** The data of one declaration. */
export interface EndpointSpec {
  readonly method: HttpMethod;
  /** Path of the spec's section 7, or our choice where it is silent (see mock-server/README). */
  readonly path: string;
  readonly access: Access;
  /** Trial accounts are refused (403), for this reason; absent: they may call. */
  readonly refuseTrial?: TrialRefusal;
  /**
   * The call answers the caller's own data: a query naming another member (`account` or `id`,
   * as a curious client might) is refused (403) instead of being silently ignored.
   */
  readonly ownData?: boolean;
  /** Absent: the call sends no body. */
  readonly body?: BodyEncoding;
}

/** A declaration carrying its wire types `W` (a type only: no value at run time). */
export interface Endpoint<W extends Wire = Wire> extends EndpointSpec {
  /** Phantom (undefined at run time, see `wire()`): binds the wire types to the declaration. */
  readonly wire?: W;
}

/** The query, body, response and failure types of an endpoint. */
export type WireOf<E> = E extends Endpoint<infer W> ? W : never;
export type QueryOf<E> = WireOf<E> extends { query: infer Q } ? Q : undefined;
export type BodyOf<E> = WireOf<E> extends { body: infer B } ? B : undefined;
export type ResponseOf<E> = WireOf<E>['response'];
/** null unless the call says more on failure. */
export type FailureOf<E> = WireOf<E> extends { failure: infer F } ? F : null;

/**
 * Declares an endpoint: `defineEndpoint({ method, path, access, wire: wire<{ response:
 * Balance }>() })`. Marked free of side effects so a bundle keeps only the declarations its
 * calls use (the app's first load carries none of the others).
 */
/*@__NO_SIDE_EFFECTS__*/
export function defineEndpoint<const S extends EndpointSpec & { wire: Wire }>(spec: S): S {
  return spec;
}

/** The wire types of a declaration: a type carrier only, undefined at run time. */
/*@__NO_SIDE_EFFECTS__*/
export function wire<W extends Wire>(): W {
  return undefined as unknown as W;
}
