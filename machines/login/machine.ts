/**
 * Login popup (spec sections 2, 4, 5): username or SMS login, captcha after a failure that
 * asks for it, forced password change, remember-me, free play.
 */
import { assign, enqueueActions, raise, sendTo, setup } from 'xstate';
import { captchaIdOf, captchaMachine } from '../captcha/machine.ts';
import { toFailure } from '../failure.ts';
import { notProvided } from '../not-provided.ts';
import type { BotCheckResult, LoginResult, MemberInfo } from '../types.ts';
import { hasErrors } from '../validation.ts';
import { MESSAGE_IDS } from '../message-ids.ts';
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
import {
  mustRestart,
  NO_TWO_STEP,
  sendsCode,
  triesLeftOf,
  type TwoStepCodeRequest,
  type TwoStepProof,
} from './two-step.ts';
import { checkRequired } from '../validation.ts';

/** What the popup hands to the session when the machine is done. */
export interface LoginOutput {
  token: string;
  /** Null when the password must be changed first (member info not loaded yet). */
  member: MemberInfo | null;
  passwordChange: PasswordChangeReason | null;
}

export type LoginTag = 'loading' | 'error' | 'captcha' | 'mustChangePassword' | 'twoStep';

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
    /** Sends the held login's code by SMS or e-mail; answers the resend wait in minutes. */
    sendTwoStepCode: notProvided<{ expiredMinutes: number }, TwoStepCodeRequest>('sendTwoStepCode'),
    /** The proof of a two-step login: answers the login result with its token. */
    verifyTwoStep: notProvided<LoginResult, TwoStepProof>('verifyTwoStep'),
  },
  delays: { tick: 1000 },
  guards: {
    hasFieldErrors: ({ context }) => hasErrors(context.fieldErrors),
    mustChangePassword: ({ context }) => context.passwordChange !== null,
    /** The refusal carries the captcha flag: a (new) captcha is needed. */
    asksForCaptcha: (_, { error }: { error: unknown }) => toFailure(error).captcha,
    /** The platform holds the login for one more proof (a new IP). */
    needsTwoStep: (_, { result }: { result: LoginResult }) => Boolean(result.twoStep),
    /** The chosen proof is a code, and no resend wait is running. */
    canSendCode: ({ context }) => sendsCode(context.twoStepMethod) && context.resendIn <= 0,
    answerMissing: (_, { answer }: { answer: string }) => answer.trim() === '',
    /** The held login is gone (expired, too many wrong answers): back to the form. */
    mustRestart: (_, { error }: { error: unknown }) => mustRestart(error),
    resendWaitOver: ({ context }) => context.resendIn <= 1,
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
    holdForTwoStep: assign((_, { result }: { result: LoginResult }) => ({
      ...NO_TWO_STEP,
      twoStep: result.twoStep ?? null,
      twoStepMethod: result.twoStep?.methods[0] ?? null,
      fieldErrors: {},
      failure: null,
    })),
    chooseMethod: assign(({ event }) =>
      event.type === 'twoStep.choose'
        ? { twoStepMethod: event.method, fieldErrors: {}, failure: null, triesLeft: null }
        : {},
    ),
    clearTwoStep: assign({ ...NO_TWO_STEP }),
    countDown: assign({ resendIn: ({ context }) => Math.max(0, context.resendIn - 1) }),
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
                onDone: [
                  {
                    guard: {
                      type: 'needsTwoStep',
                      params: ({ event }) => ({ result: event.output }),
                    },
                    target: 'twoStep',
                    actions: {
                      type: 'holdForTwoStep',
                      params: ({ event }) => ({ result: event.output }),
                    },
                  },
                  {
                    target: 'authenticated',
                    actions: assign({
                      result: ({ event }) => event.output,
                      passwordChange: ({ context, event }) =>
                        passwordChangeReason(context, event.output),
                    }),
                  },
                ],
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
            /** Spec section 8: a login from a new IP gives one more proof before its token. */
            twoStep: {
              tags: ['twoStep'],
              type: 'parallel',
              on: {
                'twoStep.cancel': { target: 'form', actions: 'clearTwoStep' },
                'twoStep.choose': { actions: 'chooseMethod' },
              },
              states: {
                proof: {
                  initial: 'editing',
                  states: {
                    editing: {
                      on: {
                        'twoStep.submit': [
                          {
                            guard: {
                              type: 'answerMissing',
                              params: ({ event }) => ({ answer: event.answer }),
                            },
                            actions: assign({
                              fieldErrors: ({ event }) => ({
                                answer: checkRequired(event.answer) ?? undefined,
                              }),
                              failure: null,
                            }),
                          },
                          {
                            target: 'verifying',
                            actions: assign({ fieldErrors: {}, failure: null }),
                          },
                        ],
                      },
                    },
                    verifying: {
                      tags: ['loading'],
                      invoke: {
                        src: 'verifyTwoStep',
                        input: ({ context, event }) => ({
                          ticket: context.twoStep?.ticket ?? '',
                          method: context.twoStepMethod ?? 'sms',
                          answer: event.type === 'twoStep.submit' ? event.answer.trim() : '',
                        }),
                        onDone: {
                          target: '#login.active.flow.authenticated',
                          actions: assign({
                            result: ({ event }) => event.output,
                            passwordChange: ({ context, event }) =>
                              passwordChangeReason(context, event.output),
                            twoStep: null,
                          }),
                        },
                        onError: [
                          {
                            guard: {
                              type: 'mustRestart',
                              params: ({ event }) => ({ error: event.error }),
                            },
                            target: '#login.active.flow.form.failed',
                            actions: [
                              'clearTwoStep',
                              assign({ failure: ({ event }) => toFailure(event.error) }),
                            ],
                          },
                          {
                            target: 'editing',
                            actions: assign({
                              failure: ({ event }) => toFailure(event.error),
                              triesLeft: ({ event }) => triesLeftOf(event.error),
                            }),
                          },
                        ],
                      },
                    },
                  },
                },
                code: {
                  initial: 'idle',
                  states: {
                    idle: {
                      on: { 'twoStep.sendCode': { guard: 'canSendCode', target: 'sending' } },
                    },
                    sending: {
                      tags: ['loading'],
                      invoke: {
                        src: 'sendTwoStepCode',
                        input: ({ context }) => ({
                          ticket: context.twoStep?.ticket ?? '',
                          method: context.twoStepMethod === 'email' ? 'email' : 'sms',
                        }),
                        onDone: {
                          target: 'waiting',
                          actions: assign({
                            resendIn: ({ event }) => Math.max(1, event.output.expiredMinutes) * 60,
                            codeSentBy: ({ context }) =>
                              context.twoStepMethod === 'email' ? 'email' : 'sms',
                            failure: null,
                            triesLeft: null,
                          }),
                        },
                        onError: {
                          target: 'idle',
                          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
                        },
                      },
                    },
                    /** One code a minute: the send button counts down. */
                    waiting: {
                      after: {
                        tick: [
                          { guard: 'resendWaitOver', target: 'idle', actions: 'countDown' },
                          { target: 'waiting', reenter: true, actions: 'countDown' },
                        ],
                      },
                    },
                  },
                },
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
