import { HttpResponse } from 'msw';
import type { Envelope } from '#schemas/platform-api.ts';

/** Body of a platform response: a success carrying T, or a failure carrying null. */
export type ApiBody<T> = Envelope<T> | Envelope<null>;

/** Messages of the error catalogue (spec section 8) the simulated platform answers with. */
export const MESSAGES = {
  notLoggedIn: 'You are not logged in, please login',
  systemError: 'System error',
  unknownError: 'Unknown error',
  maintenance: 'System maintenance',
  accessRestricted: 'Access restricted',
} as const;

/** A successful envelope. */
export function ok<T>(value: T): HttpResponse<Envelope<T>> {
  return HttpResponse.json({ success: true, value, message: null } as Envelope<T>);
}

/** A failed envelope with the given HTTP status. */
export function fail(status: number, message: string): HttpResponse<Envelope<null>> {
  return HttpResponse.json({ success: false, value: null, message }, { status });
}
