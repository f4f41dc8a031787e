/**
 * Registration (spec sections 2, 4 and 5), on the register page and in the login popup.
 * Flow: on load an affiliate code from the URL is checked (valid hides the invitation input);
 * submit validates every field with the form the platform's rules build, checks a typed
 * invitation code, runs the slider verification, optionally the external phone verification,
 * registers, loads the member, then goes home with a success modal. The captcha region fetches
 * the image when the rules ask for one and refreshes it at most once per second.
 */
import { assign, raise, sendTo, setup } from 'xstate';
import type { AffiliateCheck } from '#schemas/register-api.ts';
import { toFailure } from '../failure.ts';
import { notProvided } from '../not-provided.ts';
import { captchaIdOf, captchaMachine } from '../captcha/machine.ts';
import { smsCountdownMachine } from '../sms-countdown/machine.ts';
import type { MemberInfo } from '../types.ts';
import {
  formOf,
  initialContext,
  phoneOf,
  shows,
  toRequest,
  typedAffiliateCode,
  validateValues,
  type PhoneVerificationRequest,
  type PhoneVerificationResult,
  type RegistrationContext,
  type RegistrationInput,
  type RegistrationRequest,
  type RegistrationResult,
} from './context.ts';
import type { RegistrationEvent } from './events.ts';
import { phoneAuthMessageId, serverFieldErrors } from './server-errors.ts';

export type RegistrationTag = 'loading' | 'error' | 'slider';

/** Message ids the machine hands out beyond the form's own. */
export const REGISTRATION_MESSAGES = {
  affiliateInvalid: 'register.page.affiliateInvalid',
} as const;

const hasErrors = (context: RegistrationContext) => Object.keys(context.fieldErrors).length > 0;

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    tags: {} as RegistrationTag,
    children: {} as { sms: 'smsCountdown'; captcha: 'captcha' },
  },
  actors: {
    smsCountdown: smsCountdownMachine,
    checkAffiliate: notProvided<AffiliateCheck, { code: string }>('checkAffiliate'),
    captcha: captchaMachine,
    verifyPhone: notProvided<PhoneVerificationResult, PhoneVerificationRequest>('verifyPhone'),
    submit: notProvided<RegistrationResult, RegistrationRequest>('submit'),
    fetchMember: notProvided<MemberInfo, { token: string }>('fetchMember'),
  },
  guards: {
    hasUrlAffiliate: ({ context }) => context.urlAffiliateCode !== null,
    modeOffered: ({ context, event }) =>
      event.type === 'register.setMode' && context.modes.includes(event.mode),
    hasFieldErrors: ({ context }) => hasErrors(context),
    affiliateTyped: ({ context }) => typedAffiliateCode(context) !== '',
    needsPhoneAuth: ({ context }) =>
      context.externalPhoneAuth && shows(formOf(context), 'mobileNum'),
    formHasCaptcha: ({ context }) => shows(formOf(context), 'captcha'),
    affiliateValid: (_, { check }: { check: AffiliateCheck }) => check.valid,
    /** The platform named the fields it refused. */
    refusedFields: (_, { error }: { error: unknown }) => serverFieldErrors(error) !== null,
  },
  actions: {
    // Effects, supplied by the React side with .provide().
    /** Logs the new member in (`member` is null when it could not be loaded: it reloads). */
    saveSession: (_, _params: { token: string; member: MemberInfo | null }) => {},
    navigateHome: () => {},
    closeLoginPopup: () => {},
    showSuccess: (_, _params: { account: string }) => {},
    // Pure.
    takeValues: assign(({ context, event }) => {
      if (event.type !== 'register.submit') return {};
      return {
        values: event.values,
        fieldErrors: validateValues(context, event.values),
        failure: null,
      };
    }),
    setMode: assign(({ event }) =>
      event.type === 'register.setMode' ? { mode: event.mode, fieldErrors: {}, failure: null } : {},
    ),
    takeTicket: assign(({ event }) =>
      event.type === 'slider.solved' ? { botTicket: event.ticket } : {},
    ),
    /** A ticket answers one registration attempt, refused or not. */
    spendTicket: assign({ botTicket: null, phoneToken: null }),
  },
}).createMachine({
  id: 'registration',
  type: 'parallel',
  context: ({ input }) => ({
    ...initialContext(input),
    urlAffiliateCode: input.urlAffiliateCode?.trim() || null,
  }),
  invoke: { id: 'sms', src: 'smsCountdown', input: ({ context }) => context.sms },
  on: {
    'sms.send': { actions: sendTo('sms', ({ event }) => event) },
    'sms.dismiss': { actions: sendTo('sms', ({ event }) => event) },
  },
  states: {
    flow: {
      initial: 'starting',
      states: {
        starting: {
          always: [
            { guard: 'hasUrlAffiliate', target: 'checkingUrlAffiliate' },
            { target: 'form' },
          ],
        },
        checkingUrlAffiliate: {
          tags: ['loading'],
          invoke: {
            src: 'checkAffiliate',
            input: ({ context }) => ({ code: context.urlAffiliateCode ?? '' }),
            onDone: {
              target: 'form',
              actions: assign(({ event }) =>
                event.output.valid
                  ? { affiliateShown: false }
                  : { affiliateShown: true, urlAffiliateCode: null },
              ),
            },
            // Unchecked is not valid: the input shows and the code is checked on submit.
            onError: { target: 'form', actions: assign({ urlAffiliateCode: null }) },
          },
        },
        form: {
          initial: 'editing',
          on: {
            'register.setMode': { guard: 'modeOffered', target: '.editing', actions: 'setMode' },
            'register.submit': { target: 'validating', actions: 'takeValues' },
          },
          states: {
            editing: {},
            invalid: { tags: ['error'] },
            failed: { tags: ['error'] },
            /** The 'invitation code invalid' warning (spec section 8). */
            affiliateInvalid: { tags: ['error'], on: { 'register.dismiss': 'invalid' } },
          },
        },
        validating: {
          always: [
            { guard: 'hasFieldErrors', target: 'form.invalid' },
            { guard: 'affiliateTyped', target: 'checkingAffiliate' },
            { target: 'awaitingSlider' },
          ],
        },
        checkingAffiliate: {
          tags: ['loading'],
          invoke: {
            src: 'checkAffiliate',
            input: ({ context }) => ({ code: typedAffiliateCode(context) }),
            onDone: [
              {
                guard: { type: 'affiliateValid', params: ({ event }) => ({ check: event.output }) },
                target: 'awaitingSlider',
              },
              {
                target: 'form.affiliateInvalid',
                actions: assign({
                  fieldErrors: { affiliateCode: { id: REGISTRATION_MESSAGES.affiliateInvalid } },
                }),
              },
            ],
            onError: {
              target: 'form.failed',
              actions: assign({ failure: ({ event }) => toFailure(event.error) }),
            },
          },
        },
        /** The slider is open; solving it leads on, to the phone check when one is needed. */
        awaitingSlider: {
          tags: ['slider'],
          on: {
            'slider.solved': [
              { guard: 'needsPhoneAuth', target: 'verifyingPhone', actions: 'takeTicket' },
              { target: 'submitting', actions: 'takeTicket' },
            ],
            'slider.cancel': 'form.editing',
          },
        },
        verifyingPhone: {
          tags: ['loading'],
          invoke: {
            src: 'verifyPhone',
            input: ({ context }) => phoneOf(context),
            onDone: {
              target: 'submitting',
              actions: assign({ phoneToken: ({ event }) => event.output.idToken }),
            },
            onError: {
              target: 'form.failed',
              actions: [
                'spendTicket',
                assign({
                  failure: ({ event }) => ({
                    ...toFailure(event.error),
                    serverMessage: null,
                    messageId: phoneAuthMessageId(event.error),
                  }),
                }),
              ],
            },
          },
        },
        submitting: {
          tags: ['loading'],
          exit: 'spendTicket',
          invoke: {
            src: 'submit',
            input: ({ context, self }) =>
              toRequest(context, captchaIdOf(self.getSnapshot().children.captcha)),
            onDone: {
              target: 'loadingMember',
              actions: assign({ result: ({ event }) => event.output }),
            },
            onError: [
              {
                guard: { type: 'refusedFields', params: ({ event }) => ({ error: event.error }) },
                target: 'form.invalid',
                actions: [
                  assign({ fieldErrors: ({ event }) => serverFieldErrors(event.error) ?? {} }),
                  raise({ type: 'captcha.renew' }),
                ],
              },
              {
                target: 'form.failed',
                actions: [
                  assign({ failure: ({ event }) => toFailure(event.error) }),
                  raise({ type: 'captcha.renew' }),
                ],
              },
            ],
          },
        },
        loadingMember: {
          tags: ['loading'],
          invoke: {
            src: 'fetchMember',
            input: ({ context }) => ({ token: context.result?.token ?? '' }),
            onDone: {
              target: 'registered',
              actions: {
                type: 'saveSession',
                params: ({ context, event }) => ({
                  token: context.result?.token ?? '',
                  member: event.output,
                }),
              },
            },
            onError: {
              target: 'registered',
              actions: {
                type: 'saveSession',
                params: ({ context }) => ({ token: context.result?.token ?? '', member: null }),
              },
            },
          },
        },
        registered: {
          type: 'final',
          entry: [
            'navigateHome',
            'closeLoginPopup',
            {
              type: 'showSuccess',
              params: ({ context }) => ({ account: context.result?.account ?? '' }),
            },
          ],
        },
      },
    },
    captcha: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'formHasCaptcha', target: 'shown' }, { target: 'off' }],
        },
        off: {},
        /** The `captcha` child fetches the image and handles the player's refreshes. */
        shown: {
          invoke: { id: 'captcha', src: 'captcha' },
          on: {
            // The platform spends the image on every registration attempt: fetch a new one.
            'captcha.renew': { actions: sendTo('captcha', { type: 'captcha.renew' }) },
            'captcha.refresh': { actions: sendTo('captcha', { type: 'captcha.refresh' }) },
          },
        },
      },
    },
  },
});
