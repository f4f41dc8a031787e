/**
 * Login popup (spec sections 2, 4, 5): username or SMS login, captcha after a failure that
 * asks for it, forced password change, remember-me, free play.
 */
import { assign, enqueueActions, raise, sendTo, setup } from 'xstate';
import { captchaIdOf, captchaMachine } from '../captcha/machine.ts';
import { toFailure } from '../failure.ts';
import { notProvided } from '../not-provided.ts';
import type { BotCheckResult, LoginResult, MemberInfo } from '../types.ts';
import { hasErrors, MESSAGE_IDS } from '../validation.ts';
import {
  initialContext,
  passwordChangeReason,
  readCredentials,
  toRemembered,
  toRequest,
  validateCredentials,
  type LoginContext,
  type LoginInput,
  type LoginRequest,
  type PasswordChangeReason,
  type RememberedCredentials,
} from './context.ts';
import type { LoginEvent, LoginType } from './events.ts';

/** What the popup hands to the session when the machine is done. */
export interface LoginOutput {
  token: string;
  /** Null when the password must be changed first (member info not loaded yet). */
  member: MemberInfo | null;
  passwordChange: PasswordChangeReason | null;
}

export type LoginTag = 'loading' | 'error' | 'captcha' | 'mustChangePassword';

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutput,
    tags: {} as LoginTag,
    children: {} as { captcha: 'captcha' },
  },
  actors: {
    botCheck: notProvided<BotCheckResult, { type: LoginType }>('botCheck'),
    login: notProvided<LoginResult, LoginRequest>('login'),
    freePlayLogin: notProvided<LoginResult>('freePlayLogin'),
    loadMemberInfo: notProvided<MemberInfo, { token: string }>('loadMemberInfo'),
    captcha: captchaMachine,
  },
  guards: {
    hasFieldErrors: ({ context }) => hasErrors(context.fieldErrors),
    mustChangePassword: ({ context }) => context.passwordChange !== null,
    /** The refusal carries the captcha flag: a (new) captcha is needed. */
    asksForCaptcha: (_, { error }: { error: unknown }) => toFailure(error).captcha,
  },
  actions: {
    // Effects, supplied by the React side with .provide().
    saveToken: (_, _params: { token: string }) => {},
    firstLogin: () => {},
    saveCredentials: (_, _params: RememberedCredentials) => {},
    clearCredentials: () => {},
    closeModal: () => {},
    navigateHome: () => {},
    setAfterLoginModal: () => {},
    /** Sets the cpw flag and opens the change-password modal with the old password known. */
    requirePasswordChange: (
      _,
      _params: { reason: PasswordChangeReason; oldPassword: string },
    ) => {},
    // Pure.
    takeCredentials: assign(({ context, event }) => {
      if (event.type !== 'login.submit') return {};
      const credentials = readCredentials(context.type, event);
      return {
        credentials,
        fieldErrors: validateCredentials(credentials, context.captchaShown),
        failure: null,
      };
    }),
    setType: assign(({ event }) =>
      event.type === 'login.setType'
        ? { type: event.loginType, fieldErrors: {}, failure: null }
        : {},
    ),
    toggleRemember: assign({ rememberMe: ({ context }) => !context.rememberMe }),
    clearMessages: assign({ fieldErrors: {}, failure: null }),
    showCaptcha: assign({ captchaShown: true }),
  },
}).createMachine({
  id: 'login',
  initial: 'active',
  context: ({ input }) => initialContext(input),
  on: { 'login.toggleRemember': { actions: 'toggleRemember' } },
  output: ({ context }) => ({
    token: context.result?.token ?? '',
    member: context.member,
    passwordChange: context.passwordChange,
  }),
  states: {
    active: {
      type: 'parallel',
      states: {
        flow: {
          initial: 'form',
          states: {
            form: {
              initial: 'editing',
              on: {
                'login.submit': { target: 'validating', actions: 'takeCredentials' },
                'login.setType': { target: '.editing', actions: 'setType' },
                'login.freePlay': { target: 'freePlay', actions: 'clearMessages' },
              },
              states: {
                editing: {},
                invalid: { tags: ['error'] },
                failed: { tags: ['error'] },
              },
            },
            validating: {
              always: [{ guard: 'hasFieldErrors', target: 'form.invalid' }, { target: 'botCheck' }],
            },
            botCheck: {
              tags: ['loading'],
              invoke: {
                src: 'botCheck',
                input: ({ context }) => ({ type: context.type }),
                onDone: {
                  target: 'submitting',
                  actions: assign({ botCheck: ({ event }) => event.output }),
                },
                onError: {
                  target: 'form.failed',
                  actions: assign({
                    failure: ({ event }) =>
                      toFailure(event.error, MESSAGE_IDS.verificationRequired),
                  }),
                },
              },
            },
            submitting: {
              tags: ['loading'],
              invoke: {
                src: 'login',
                input: ({ context, self }) =>
                  toRequest(context, captchaIdOf(self.getSnapshot().children.captcha)),
                onDone: {
                  target: 'authenticated',
                  actions: assign({
                    result: ({ event }) => event.output,
                    passwordChange: ({ context, event }) =>
                      passwordChangeReason(context, event.output),
                  }),
                },
                onError: [
                  {
                    guard: {
                      type: 'asksForCaptcha',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: 'form.failed',
                    actions: [
                      assign({ failure: ({ event }) => toFailure(event.error) }),
                      raise({ type: 'captcha.required' }),
                    ],
                  },
                  {
                    target: 'form.failed',
                    actions: assign({ failure: ({ event }) => toFailure(event.error) }),
                  },
                ],
              },
            },
            authenticated: {
              entry: enqueueActions(({ context, enqueue }) => {
                enqueue({ type: 'saveToken', params: { token: context.result?.token ?? '' } });
                if (context.result?.firstTimeLogin) enqueue('firstLogin');
                if (context.rememberMe) {
                  enqueue({ type: 'saveCredentials', params: toRemembered(context.credentials) });
                } else {
                  enqueue('clearCredentials');
                }
              }),
              always: [
                { guard: 'mustChangePassword', target: '#login.mustChangePassword' },
                { target: 'loadingMember' },
              ],
            },
            freePlay: {
              tags: ['loading'],
              invoke: {
                src: 'freePlayLogin',
                onDone: {
                  target: 'loadingMember',
                  actions: [
                    assign({ result: ({ event }) => event.output }),
                    { type: 'saveToken', params: ({ event }) => ({ token: event.output.token }) },
                  ],
                },
                onError: {
                  target: 'form.failed',
                  actions: assign({ failure: ({ event }) => toFailure(event.error) }),
                },
              },
            },
            loadingMember: {
              tags: ['loading'],
              invoke: {
                src: 'loadMemberInfo',
                input: ({ context }) => ({ token: context.result?.token ?? '' }),
                onDone: {
                  target: '#login.done',
                  actions: assign({ member: ({ event }) => event.output }),
                },
                onError: {
                  target: 'form.failed',
                  actions: assign({ failure: ({ event }) => toFailure(event.error) }),
                },
              },
            },
          },
        },
        captcha: {
          initial: 'hidden',
          states: {
            hidden: {
              on: { 'captcha.required': { target: 'shown', actions: 'showCaptcha' } },
            },
            /** The `captcha` child fetches the image and handles the player's refreshes. */
            shown: {
              tags: ['captcha'],
              invoke: { id: 'captcha', src: 'captcha' },
              on: {
                // The platform invalidates the image after a failed login: fetch a new one.
                'captcha.required': { actions: sendTo('captcha', { type: 'captcha.renew' }) },
                'captcha.refresh': { actions: sendTo('captcha', { type: 'captcha.refresh' }) },
              },
            },
          },
        },
      },
    },
    done: {
      type: 'final',
      entry: ['closeModal', 'navigateHome', 'setAfterLoginModal'],
    },
    mustChangePassword: {
      type: 'final',
      tags: ['mustChangePassword'],
      entry: [
        'closeModal',
        'navigateHome',
        {
          type: 'requirePasswordChange',
          params: ({ context }) => ({
            reason: context.passwordChange ?? 'defaultPassword',
            oldPassword:
              context.credentials.type === 'username' ? context.credentials.password : '',
          }),
        },
      ],
    },
  },
});
