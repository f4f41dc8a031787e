/**
 * Change password modal (spec sections 4 and 5), also the forced change after a login with
 * the default or an expired password, where the old password is already known.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { toFailure, type Failure } from '../failure.ts';
import { notProvided } from '../not-provided.ts';
import type { TextRule } from '../types.ts';
import {
  checkRequired,
  checkRule,
  collectErrors,
  hasErrors,
  type FieldErrors,
} from '../validation.ts';
import { MESSAGE_IDS } from '../message-ids.ts';

export interface ChangePasswordInput {
  /** The old password is known (forced change after login): the field is not shown. */
  oldPasswordKnown: boolean;
  /** The known old password, sent with the change. */
  oldPassword?: string;
  /** The platform's password rule. */
  passwordRule: TextRule;
}

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** POST /wps/member/password. */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ChangePasswordContext {
  /** The old-password field is hidden and not checked. */
  oldPasswordKnown: boolean;
  /** The old password when known beforehand. */
  knownOldPassword: string;
  /** Rule the new password must satisfy. */
  passwordRule: TextRule;
  /** The last submitted values, trimmed. */
  values: ChangePasswordRequest;
  /** One message per field that failed validation. */
  fieldErrors: FieldErrors<ChangePasswordField>;
  /** Why the platform refused the change (its translated message). */
  failure: Failure | null;
}

export type ChangePasswordEvent = {
  type: 'password.submit';
  oldPassword?: string;
  newPassword: string;
  confirmPassword: string;
};

export type ChangePasswordTag = 'loading' | 'error';

export function validatePasswordChange(
  values: ChangePasswordRequest,
  context: Pick<ChangePasswordContext, 'oldPasswordKnown' | 'passwordRule'>,
): FieldErrors<ChangePasswordField> {
  return collectErrors({
    oldPassword: context.oldPasswordKnown ? null : checkRequired(values.oldPassword),
    newPassword: checkRule(values.newPassword, context.passwordRule),
    confirmPassword:
      checkRequired(values.confirmNewPassword) ??
      (values.confirmNewPassword === values.newPassword
        ? null
        : { id: MESSAGE_IDS.confirmMismatch }),
  });
}

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
    tags: {} as ChangePasswordTag,
  },
  actors: {
    changePassword: notProvided<unknown, ChangePasswordRequest>('changePassword'),
  },
  guards: {
    hasFieldErrors: ({ context }) => hasErrors(context.fieldErrors),
  },
  actions: {
    // Effects, supplied by the React side: the session is told the member is logged in.
    setLoggedIn: () => {},
    closeModal: () => {},
    takeValues: assign(({ context, event }) => {
      const values = {
        oldPassword: context.oldPasswordKnown
          ? context.knownOldPassword
          : (event.oldPassword ?? '').trim(),
        newPassword: event.newPassword.trim(),
        confirmNewPassword: event.confirmPassword.trim(),
      };
      return { values, fieldErrors: validatePasswordChange(values, context), failure: null };
    }),
  },
}).createMachine({
  id: 'changePassword',
  initial: 'form',
  context: ({ input }) => ({
    oldPasswordKnown: input.oldPasswordKnown,
    knownOldPassword: input.oldPassword ?? '',
    passwordRule: input.passwordRule,
    values: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    fieldErrors: {},
    failure: null,
  }),
  states: {
    form: {
      initial: 'editing',
      on: { 'password.submit': { target: 'validating', actions: 'takeValues' } },
      states: {
        editing: {},
        invalid: { tags: ['error'] },
        failed: { tags: ['error'] },
      },
    },
    validating: {
      always: [{ guard: 'hasFieldErrors', target: 'form.invalid' }, { target: 'submitting' }],
    },
    submitting: {
      tags: ['loading'],
      invoke: {
        src: 'changePassword',
        input: ({ context }) => context.values,
        onDone: 'done',
        onError: {
          target: 'form.failed',
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    done: { type: 'final', entry: ['setLoggedIn', 'closeModal'] },
  },
});

export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;

/** The old-password field shows only when the old password is not known. */
export const selectShowsOldPassword = (snapshot: ChangePasswordSnapshot): boolean =>
  !snapshot.context.oldPasswordKnown;
