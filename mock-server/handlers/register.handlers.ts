import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { RegisterFailureValue, RegisterRequest } from '#schemas/register-api.ts';
import type { RegisterMode } from '#schemas/register-form.types.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { readEncryptedJson } from '#mock-server/encrypted-body.ts';
import { fail, failWith, ok } from '#mock-server/envelope.ts';
import { replyLanguage } from '#mock-server/messages/language.ts';
import { refuseClosedRegistration, register } from '#mock-server/register.ts';
import { resolve } from '#mock-server/route.ts';

/**
 * Registration (spec section 7): PUT /wps/member/register (username) and
 * PUT /wps/member/register/mobile, both encrypted. Success logs the new member in
 * (`RegisterResult`); refused fields answer 400 with `value: { fieldErrors }`. The rules are
 * in `register.ts`.
 */
export function registerHandlers(ctx: PlatformContext) {
  const handle =
    (mode: RegisterMode) =>
    async ({ request }: { request: Request }) => {
      const language = replyLanguage(request, ctx.brand.app.defaultLanguage);
      // A closed door answers before the body is even read.
      const closed = refuseClosedRegistration(ctx, mode, language);
      if (closed) return fail(403, closed);
      const read = await readEncryptedJson<RegisterRequest>(ctx, request);
      if (!read.ok) return read.response;
      const outcome = await register(ctx, mode, read.body, language);
      if (outcome.ok) return ok(outcome.result);
      return 'fieldErrors' in outcome
        ? failWith<RegisterFailureValue>(400, outcome.message, {
            fieldErrors: outcome.fieldErrors,
          })
        : fail(outcome.status, outcome.message);
    };

  return [
    resolve(ctx, ENDPOINTS.register, handle('username')),
    resolve(ctx, ENDPOINTS.registerMobile, handle('mobile')),
  ];
}
