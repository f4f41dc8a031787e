import { HttpResponse } from 'msw';
import type { Envelope } from '#schemas/platform-api.ts';

/**
 * Body of a platform response: a success carrying T, or a failure carrying null or, for calls
 * that say more on failure, F (a failed login carries `LoginFailureValue`, a refused SMS
 * request `SmsResult`).
 */
export type ApiBody<T, F = null> = Envelope<T> | Envelope<F> | Envelope<null>;

/** A successful envelope. */
export function ok<T>(value: T): HttpResponse<Envelope<T>> {
  return HttpResponse.json({ success: true, value, message: null } as Envelope<T>);
}

/** A failed envelope with the given HTTP status. */
export function fail(status: number, message: string): HttpResponse<Envelope<null>> {
  return HttpResponse.json({ success: false, value: null, message }, { status });
}

/** A failed envelope whose `value` tells the caller more (e.g. a login's captcha flag). */
export function failWith<F>(status: number, message: string, value: F): HttpResponse<Envelope<F>> {
  return HttpResponse.json({ success: false, value, message } as Envelope<F>, { status });
}
