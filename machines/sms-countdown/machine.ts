/**
 * SMS code button (spec sections 4 and 9): validate the number, run the bot check, request a
 * code, count down, re-enable. Used by SMS login, phone reset and mobile registration, each
 * providing its own `requestCode`.
 */
import { assign, or, setup, stateIn, type SnapshotFrom } from 'xstate';
import { toFailure, type Failure } from '../failure.ts';
import { notProvided } from '../not-provided.ts';
import type { BotCheckResult, SmsCodeResult } from '../types.ts';
import { checkMobile, type MessageRef } from '../validation.ts';
import { MESSAGE_IDS } from '../message-ids.ts';

export interface SmsCountdownInput {
  /** Minutes a code stays valid when the server sends neither expiry; 60 by default. */
  expiredMinutesDefault?: number;
  /** A third-party SMS provider: the countdown is always one minute. */
  thirdParty?: boolean;
}

export interface SmsCountdownContext {
  /** Number of the last accepted send, trimmed. */
  mobile: string;
  /** Dial code of the last accepted send ('+84'; may be empty). */
  dialCode: string;
  /** Minutes used when the server answers without an expiry. */
  expiredMinutesDefault: number;
  /** Third-party SMS: a one-minute countdown whatever the server says. */
  thirdParty: boolean;
  /** Seconds until the button is enabled again. */
  secondsLeft: number;
  /** Expiry (epoch ms) from the server, waiting for a clock reading. */
  expirationTime: number | null;
  /** Fields the bot check returned, sent with the request. */
  botCheck: BotCheckResult | null;
  /** Why the number was refused (shown under the field). */
  error: MessageRef | null;
  /** Why the request failed (shown in a warning dialog). */
  failure: Failure | null;
}

export type SmsCountdownEvent =
  | { type: 'sms.send'; mobile: string; dialCode: string }
  /** Closes the warning dialog or clears the field error. */
  | { type: 'sms.dismiss' };

/** What the request actors receive. */
export interface SmsRequest {
  mobile: string;
  dialCode: string;
  botCheck: BotCheckResult | null;
}

export type SmsCountdownTag = 'loading' | 'error' | 'counting';

const SECONDS_PER_MINUTE = 60;

export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    input: {} as SmsCountdownInput,
    tags: {} as SmsCountdownTag,
  },
  actors: {
    /** The fields to send, or null when the player closed the check without passing it. */
    botCheck: notProvided<BotCheckResult | null, { mobile: string; dialCode: string }>('botCheck'),
    requestCode: notProvided<SmsCodeResult, SmsRequest>('requestCode'),
    /** The current time (epoch ms), to turn an expiry into seconds left. */
    readClock: notProvided<number>('readClock'),
  },
  guards: {
    throttleOpen: stateIn('#smsCountdown.throttle.open'),
    sendable: or([
      stateIn('#smsCountdown.flow.idle'),
      stateIn('#smsCountdown.flow.invalid'),
      stateIn('#smsCountdown.flow.failed'),
    ]),
    mobileValid: ({ context }) => checkMobile(context.mobile, context.dialCode) === null,
    countdownOver: ({ context }) => context.secondsLeft <= 0,
    /** The player closed the bot check without passing it. */
    botCheckClosed: (_, { result }: { result: BotCheckResult | null }) => result === null,
    /** The server sent an expiry time (ignored for a third-party provider). */
    expiryFromServer: ({ context }, { result }: { result: SmsCodeResult }) =>
      !context.thirdParty && result.expirationTime !== undefined,
  },
  actions: {
    takeNumber: assign(({ event }) =>
      event.type === 'sms.send'
        ? { mobile: event.mobile.trim(), dialCode: event.dialCode.trim() }
        : {},
    ),
    refuseNumber: assign({
      error: ({ context }) => checkMobile(context.mobile, context.dialCode),
    }),
    clearMessages: assign({ error: null, failure: null }),
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
  },
  delays: {
    /** One second of the countdown. */
    tick: 1000,
    /** A second send within this time of the previous one is ignored. */
    sendThrottle: 1000,
  },
}).createMachine({
  id: 'smsCountdown',
  type: 'parallel',
  context: ({ input }) => ({
    mobile: '',
    dialCode: '',
    expiredMinutesDefault: input.expiredMinutesDefault ?? 60,
    thirdParty: input.thirdParty ?? false,
    secondsLeft: 0,
    expirationTime: null,
    botCheck: null,
    error: null,
    failure: null,
  }),
  states: {
    flow: {
      initial: 'idle',
      on: {
        'sms.send': {
          guard: 'throttleOpen',
          target: '.validating',
          actions: ['clearMessages', 'takeNumber'],
        },
      },
      states: {
        idle: {},
        validating: {
          always: [
            { guard: 'mobileValid', target: 'botCheck' },
            { target: 'invalid', actions: 'refuseNumber' },
          ],
        },
        invalid: {
          tags: ['error'],
          on: { 'sms.dismiss': { target: 'idle', actions: 'clearMessages' } },
        },
        botCheck: {
          tags: ['loading'],
          // Sends are ignored from here until the countdown ends.
          on: { 'sms.send': {} },
          invoke: {
            src: 'botCheck',
            input: ({ context }) => ({ mobile: context.mobile, dialCode: context.dialCode }),
            onDone: [
              // Closed by the player: no request, no warning; the button is ready again.
              {
                guard: {
                  type: 'botCheckClosed',
                  params: ({ event }) => ({ result: event.output }),
                },
                target: 'idle',
              },
              {
                target: 'requesting',
                actions: assign({ botCheck: ({ event }) => event.output }),
              },
            ],
            onError: {
              target: 'failed',
              actions: assign({
                failure: ({ event }) => toFailure(event.error, MESSAGE_IDS.verificationRequired),
              }),
            },
          },
        },
        requesting: {
          tags: ['loading'],
          on: { 'sms.send': {} },
          invoke: {
            src: 'requestCode',
            input: ({ context }) => ({
              mobile: context.mobile,
              dialCode: context.dialCode,
              botCheck: context.botCheck,
            }),
            onDone: [
              {
                guard: {
                  type: 'expiryFromServer',
                  params: ({ event }) => ({ result: event.output }),
                },
                target: 'timing',
                actions: assign({
                  expirationTime: ({ event }) => event.output.expirationTime ?? null,
                }),
              },
              {
                target: 'counting',
                actions: assign({
                  secondsLeft: ({ context, event }) =>
                    SECONDS_PER_MINUTE *
                    (context.thirdParty
                      ? 1
                      : (event.output.expiredMinutes ?? context.expiredMinutesDefault)),
                }),
              },
            ],
            onError: {
              target: 'failed',
              actions: assign({ failure: ({ event }) => toFailure(event.error) }),
            },
          },
        },
        timing: {
          tags: ['loading'],
          on: { 'sms.send': {} },
          invoke: {
            src: 'readClock',
            onDone: {
              target: 'counting',
              actions: assign({
                secondsLeft: ({ context, event }) =>
                  Math.max(0, Math.ceil(((context.expirationTime ?? 0) - event.output) / 1000)),
                expirationTime: null,
              }),
            },
            // Without a clock reading, fall back to the default validity.
            onError: {
              target: 'counting',
              actions: assign({
                secondsLeft: ({ context }) => SECONDS_PER_MINUTE * context.expiredMinutesDefault,
                expirationTime: null,
              }),
            },
          },
        },
        counting: {
          tags: ['counting'],
          on: { 'sms.send': {} },
          always: { guard: 'countdownOver', target: 'idle' },
          after: { tick: { target: 'counting', reenter: true, actions: 'tick' } },
        },
        failed: {
          tags: ['error'],
          on: { 'sms.dismiss': { target: 'idle', actions: 'clearMessages' } },
        },
      },
    },
    throttle: {
      initial: 'open',
      states: {
        open: { on: { 'sms.send': { guard: 'sendable', target: 'ignoringRepeats' } } },
        ignoringRepeats: { after: { sendThrottle: 'open' } },
      },
    },
  },
});

export type SmsCountdownSnapshot = SnapshotFrom<typeof smsCountdownMachine>;

/** What the send button shows. */
export type SmsLabel = 'send' | 'sending' | { codeSent: true; secondsLeft: number };

export function selectSmsLabel(snapshot: SmsCountdownSnapshot): SmsLabel {
  if (snapshot.hasTag('counting'))
    return { codeSent: true, secondsLeft: snapshot.context.secondsLeft };
  return snapshot.hasTag('loading') ? 'sending' : 'send';
}

/** Whether a press of the button would be accepted now. */
export function selectCanSend(snapshot: SmsCountdownSnapshot): boolean {
  return (
    snapshot.matches({ throttle: 'open' }) &&
    (snapshot.matches({ flow: 'idle' }) ||
      snapshot.matches({ flow: 'invalid' }) ||
      snapshot.matches({ flow: 'failed' }))
  );
}
