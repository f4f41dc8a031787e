import { describe, expect, it } from 'vitest';
import { REGISTER_FORM_FIELDS } from '#schemas/register-fields.ts';
import {
  fieldHintId,
  fieldLabelId,
  HINTED_FIELDS,
  REGISTER_ERROR_IDS,
} from '#schemas/register-messages.ts';
import { REGISTER_PATTERNS } from '#schemas/register-patterns.ts';
import { registerMessages } from './register-message.ts';

// The platform's own refusals (mock-server/register.ts, `serverError`), `register.server.<key>`.
const SERVER_KEYS = [
  'usernameTaken',
  'mobileTaken',
  'invalidAffiliate',
  'invalidCode',
  'captchaFailed',
  'captchaRequired',
];

describe('registerMessages', () => {
  it('declares exactly the ids the registration rules and the platform hand out', () => {
    const handedOut = [
      ...Object.values(REGISTER_ERROR_IDS),
      ...REGISTER_PATTERNS.map((pattern) => pattern.messageId),
      ...REGISTER_FORM_FIELDS.map(fieldLabelId),
      ...[...HINTED_FIELDS].map(fieldHintId),
      ...SERVER_KEYS.map((key) => `register.server.${key}`),
    ];
    expect(Object.keys(registerMessages).sort()).toEqual([...new Set(handedOut)].sort());
    for (const [key, descriptor] of Object.entries(registerMessages)) {
      expect(descriptor.id).toBe(key);
    }
  });
});
