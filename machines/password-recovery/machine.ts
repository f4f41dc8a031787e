/**
 * Forgot password (spec sections 4 and 5): by e-mail (CHNGPASSMAIL3) or by mobile with an SMS
 * code and a new password (CHNGPASSVERIF3), the first enabled method preselected. The SMS
 * button is an `smsCountdown` child with id 'sms'.
 */
import { assign, sendTo, setup } from 'xstate';
import { toFailure } from '../failure.ts';
import { notProvided } from '../not-provided.ts';
import { smsCountdownMachine } from '../sms-countdown/machine.ts';
import type { LoginResult } from '../types.ts';
import { hasErrors } from '../validation.ts';
import {
  initialContext,
  validateEmailForm,
  validateMobileForm,
  type AutoLoginRequest,
  type EmailResetRequest,
  type PasswordRecoveryContext,
  type PasswordRecoveryInput,
  type PhoneResetRequest,
  type PhoneResetResult,
} from './context.ts';
import type { PasswordRecoveryEvent } from './events.ts';

export type PasswordRecoveryTag = 'loading' | 'error';

export const passwordRecoveryMachine = setup({
  types: {
    context: {} as PasswordRecoveryContext,
    events: {} as PasswordRecoveryEvent,
    input: {} as PasswordRecoveryInput,
    tags: {} as PasswordRecoveryTag,
    children: {} as { sms: 'smsCountdown' },
  },
  actors: {
    smsCountdown: smsCountdownMachine,
    resetByEmail: notProvided<unknown, EmailResetRequest>('resetByEmail'),
    resetByPhone: notProvided<PhoneResetResult, PhoneResetRequest>('resetByPhone'),
    autoLogin: notProvided<LoginResult, AutoLoginRequest>('autoLogin'),
  },
  guards: {
    emailEnabled: ({ context }) => context.emailEnabled,
    mobileEnabled: ({ context }) => context.mobileEnabled,
    hasFieldErrors: ({ context }) => hasErrors(context.fieldErrors),
    switchesToMobile: ({ context, event }) =>
      event.type === 'recovery.setMethod' && event.method === 'mobile' && context.mobileEnabled,
    switchesToEmail: ({ context, event }) =>
      event.type === 'recovery.setMethod' && event.method === 'email' && context.emailEnabled,
  },
  actions: {
    // Effects, supplied by the React side with .provide().
    closeModal: () => {},
    navigateHome: () => {},
    /** The confirmation dialog after the reset e-mail went out. */
    showEmailSent: () => {},
    saveToken: (_, _params: { token: string }) => {},
    /** The password was reset but the automatic login failed: log in by hand. */
    openLogin: () => {},
    // Pure.
    clearMessages: assign({ fieldErrors: {}, failure: null }),
    takeEmailValues: assign(({ context, event }) => {
      if (event.type !== 'recovery.submitEmail') return {};
      const emailValues = { username: event.username.trim(), email: event.email.trim() };
      return {
        emailValues,
        fieldErrors: validateEmailForm(emailValues, context.usernameRule),
        failure: null,
      };
    }),
    takeMobileValues: assign(({ context, event }) => {
      if (event.type !== 'recovery.submitMobile') return {};
      const mobileValues = {
        mobile: event.mobile.trim(),
        dialCode: event.dialCode.trim(),
        code: event.code.trim(),
        newPassword: event.newPassword.trim(),
      };
      return {
        mobileValues,
        fieldErrors: validateMobileForm(mobileValues, context.passwordRule),
        failure: null,
      };
    }),
  },
}).createMachine({
  id: 'passwordRecovery',
  initial: 'choosing',
  context: ({ input }) => initialContext(input),
  states: {
    choosing: {
      always: [
        { guard: 'emailEnabled', target: 'email' },
        { guard: 'mobileEnabled', target: 'mobile' },
        { target: 'unavailable' },
      ],
    },
    unavailable: { tags: ['error'] },
    email: {
      initial: 'form',
      states: {
        form: {
          initial: 'editing',
          on: {
            'recovery.submitEmail': { target: 'validating', actions: 'takeEmailValues' },
            'recovery.setMethod': {
              guard: 'switchesToMobile',
              target: '#passwordRecovery.mobile',
              actions: 'clearMessages',
            },
          },
          states: { editing: {}, invalid: { tags: ['error'] }, failed: { tags: ['error'] } },
        },
        validating: {
          always: [{ guard: 'hasFieldErrors', target: 'form.invalid' }, { target: 'submitting' }],
        },
        submitting: {
          tags: ['loading'],
          invoke: {
            src: 'resetByEmail',
            input: ({ context }) => context.emailValues,
            onDone: '#passwordRecovery.emailSent',
            onError: {
              target: 'form.failed',
              actions: assign({ failure: ({ event }) => toFailure(event.error) }),
            },
          },
        },
      },
    },
    emailSent: { type: 'final', entry: ['showEmailSent', 'closeModal'] },
    mobile: {
      initial: 'form',
      invoke: { id: 'sms', src: 'smsCountdown', input: ({ context }) => context.sms },
      on: {
        'sms.send': { actions: sendTo('sms', ({ event }) => event) },
        'sms.dismiss': { actions: sendTo('sms', ({ event }) => event) },
      },
      states: {
        form: {
          initial: 'editing',
          on: {
            'recovery.submitMobile': { target: 'validating', actions: 'takeMobileValues' },
            'recovery.setMethod': {
              guard: 'switchesToEmail',
              target: '#passwordRecovery.email',
              actions: 'clearMessages',
            },
          },
          states: { editing: {}, invalid: { tags: ['error'] }, failed: { tags: ['error'] } },
        },
        validating: {
          always: [{ guard: 'hasFieldErrors', target: 'form.invalid' }, { target: 'submitting' }],
        },
        submitting: {
          tags: ['loading'],
          invoke: {
            src: 'resetByPhone',
            input: ({ context }) => context.mobileValues,
            onDone: {
              target: 'autoLoggingIn',
              actions: assign({ account: ({ event }) => event.output?.username ?? null }),
            },
            onError: {
              target: 'form.failed',
              actions: assign({ failure: ({ event }) => toFailure(event.error) }),
            },
          },
        },
        autoLoggingIn: {
          tags: ['loading'],
          invoke: {
            src: 'autoLogin',
            input: ({ context }) => ({
              mobile: context.mobileValues.mobile,
              dialCode: context.mobileValues.dialCode,
              password: context.mobileValues.newPassword,
              username: context.account ?? undefined,
            }),
            onDone: {
              target: '#passwordRecovery.done',
              actions: {
                type: 'saveToken',
                params: ({ event }) => ({ token: event.output.token }),
              },
            },
            onError: '#passwordRecovery.passwordChanged',
          },
        },
      },
    },
    done: { type: 'final', entry: ['navigateHome', 'closeModal'] },
    passwordChanged: { type: 'final', entry: ['closeModal', 'openLogin'] },
  },
});
