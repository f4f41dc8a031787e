import { describe, expect, it } from 'vitest';
import { REFUSED_ADDRESS_MESSAGE_ID } from '#machines/game-launch/context.ts';
import { REGISTRATION_MESSAGES } from '#machines/registration/machine.ts';
import {
  PHONE_AUTH_CODES,
  phoneAuthMessageId,
  SERVER_TEXT_ID,
} from '#machines/registration/server-errors.ts';
import { MESSAGE_IDS } from '#machines/message-ids.ts';
import { CONFIRMATION_MESSAGE_IDS } from '#machines/withdrawal-confirmation/machine.ts';
import { machineMessages } from './machine-messages.ts';
import { messageById } from './messages-by-id.ts';
import { REFUSED_MESSAGE_ID } from './slider-puzzle/use-slider-puzzle.ts';

/** Every id the machines (and the refusals src hands them) can put in front of the UI. */
const handedOut = [
  ...Object.values(MESSAGE_IDS),
  REFUSED_ADDRESS_MESSAGE_ID,
  // The confirm button of the real-account warning (src/shared/game-launch asks for it).
  'guard.needRealAccountConfirm',
  ...Object.values(REGISTRATION_MESSAGES),
  SERVER_TEXT_ID,
  ...PHONE_AUTH_CODES.map((code) => phoneAuthMessageId({ code })),
  phoneAuthMessageId({ code: 'auth/something-new' }),
  REFUSED_MESSAGE_ID,
  ...Object.values(CONFIRMATION_MESSAGE_IDS),
];

describe('machineMessages', () => {
  it('declares exactly the ids the machines hand out, each under its own id', () => {
    expect(Object.keys(machineMessages).sort()).toEqual([...new Set(handedOut)].sort());
    for (const [key, descriptor] of Object.entries(machineMessages)) {
      expect(descriptor.id).toBe(key);
      expect(descriptor.defaultMessage).toEqual(expect.any(String));
    }
  });
});

describe('messageById', () => {
  it('finds a declared descriptor, and passes an unknown id on as react-intl shows it', () => {
    expect(messageById(machineMessages, 'errors.network')).toBe(machineMessages['errors.network']);
    expect(messageById(machineMessages, 'toString')).toEqual({ id: 'toString' });
    expect(messageById(machineMessages, 'nowhere.declared')).toEqual({ id: 'nowhere.declared' });
  });
});
