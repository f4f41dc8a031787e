// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REGISTER_FORM_FIELDS as FIELDS } from '#schemas/register-fields.ts';
import { REGISTER_ERROR_IDS } from '#schemas/register-messages.ts';
import { serverMessageFor } from '#schemas/register-server-messages.ts';
import { registerFieldMessage } from '#mock-server/messages/register-fields.ts';
import { say } from '#mock-server/messages/say.ts';

const ERRORS = [
  { id: REGISTER_ERROR_IDS.notEmpty },
  { id: REGISTER_ERROR_IDS.inconsistentTwice },
  { id: 'register.pattern.3' },
];

describe('registerFieldMessage', () => {
  it("answers in English exactly the spec catalogue's text for every field and error", () => {
    for (const field of FIELDS) {
      for (const error of ERRORS) {
        expect(say('en', registerFieldMessage(field, error))).toBe(serverMessageFor(field, error));
      }
    }
  });

  it('has a Vietnamese text for the same refusals', () => {
    const username = registerFieldMessage('username', { id: 'register.pattern.1' });
    expect(say('vi', username)).toBe('Tên tài khoản không đúng định dạng');
    const empty = registerFieldMessage('email', { id: REGISTER_ERROR_IDS.notEmpty });
    expect(say('vi', empty)).toBe('Thông tin không được để trống');
  });
});
