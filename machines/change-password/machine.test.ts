// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  changePasswordMachine,
  selectShowsOldPassword,
  type ChangePasswordInput,
  type ChangePasswordRequest,
} from './machine.ts';
import { flush } from '../test-utils.ts';

const RULE = { acceptedPattern: '[A-Za-z0-9]+', minLength: 6, maxLength: 12 };

function start(
  input: Partial<ChangePasswordInput> = {},
  change: (request: ChangePasswordRequest) => Promise<unknown> = async () => null,
) {
  const changePassword = vi.fn(change);
  const actions = { setLoggedIn: vi.fn(), closeModal: vi.fn() };
  const machine = changePasswordMachine.provide({
    actors: { changePassword: fromPromise(({ input }) => changePassword(input)) },
    actions,
  });
  const actor = createActor(machine, {
    input: { oldPasswordKnown: false, passwordRule: RULE, ...input },
  }).start();
  return { actor, changePassword, actions };
}

const submit = (oldPassword: string | undefined, newPassword: string, confirmPassword: string) =>
  ({ type: 'password.submit', oldPassword, newPassword, confirmPassword }) as const;

describe('changePassword', () => {
  it('changes the password, sets the session logged in and closes the modal', async () => {
    const t = start();
    expect(selectShowsOldPassword(t.actor.getSnapshot())).toBe(true);
    t.actor.send(submit(' Demo1234 ', ' NewPass1 ', 'NewPass1'));
    expect(t.actor.getSnapshot().hasTag('loading')).toBe(true);
    await flush();
    expect(t.changePassword).toHaveBeenCalledWith({
      oldPassword: 'Demo1234',
      newPassword: 'NewPass1',
      confirmNewPassword: 'NewPass1',
    });
    expect(t.actor.getSnapshot().status).toBe('done');
    expect(t.actions.setLoggedIn).toHaveBeenCalledTimes(1);
    expect(t.actions.closeModal).toHaveBeenCalledTimes(1);
  });

  it('requires every field, one message each', () => {
    const t = start();
    t.actor.send(submit('', '', ''));
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.matches({ form: 'invalid' })).toBe(true);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.fieldErrors).toEqual({
      oldPassword: { id: 'validation.required' },
      newPassword: { id: 'validation.required' },
      confirmPassword: { id: 'validation.required' },
    });
    expect(t.changePassword).not.toHaveBeenCalled();
  });

  it('checks the new password against the rule, with its bounds', () => {
    const t = start();
    t.actor.send(submit('old', 'abc', 'abc'));
    expect(t.actor.getSnapshot().context.fieldErrors).toEqual({
      newPassword: { id: 'validation.passwordFormat', values: { min: 6, max: 12 } },
    });
    t.actor.send(submit('old', 'abc def!', 'abc def!'));
    expect(t.actor.getSnapshot().context.fieldErrors.newPassword?.id).toBe(
      'validation.passwordFormat',
    );
  });

  it('uses the message id the rule names', () => {
    const t = start({ passwordRule: { ...RULE, messageId: 'register.pattern.7' } });
    t.actor.send(submit('old', '!!', '!!'));
    expect(t.actor.getSnapshot().context.fieldErrors.newPassword?.id).toBe('register.pattern.7');
  });

  it('asks for an equal confirmation', () => {
    const t = start();
    t.actor.send(submit('old', 'NewPass1', 'NewPass2'));
    expect(t.actor.getSnapshot().context.fieldErrors).toEqual({
      confirmPassword: { id: 'validation.confirmMismatch' },
    });
  });

  it('hides and skips the old password when it is known, and sends the known one', async () => {
    const t = start({ oldPasswordKnown: true, oldPassword: 'Default123' });
    expect(selectShowsOldPassword(t.actor.getSnapshot())).toBe(false);
    t.actor.send(submit(undefined, 'NewPass1', 'NewPass1'));
    await flush();
    expect(t.changePassword).toHaveBeenCalledWith({
      oldPassword: 'Default123',
      newPassword: 'NewPass1',
      confirmNewPassword: 'NewPass1',
    });
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it('shows the server message on failure and lets the member try again', async () => {
    let attempts = 0;
    const t = start({}, async () => {
      attempts += 1;
      if (attempts === 1)
        throw { kind: 'server', status: 200, serverMessage: 'old password wrong' };
      return null;
    });
    t.actor.send(submit('bad', 'NewPass1', 'NewPass1'));
    await flush();
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.matches({ form: 'failed' })).toBe(true);
    expect(snapshot.context.failure?.serverMessage).toBe('old password wrong');
    expect(t.actions.closeModal).not.toHaveBeenCalled();
    t.actor.send(submit('good', 'NewPass1', 'NewPass1'));
    expect(t.actor.getSnapshot().context.failure).toBeNull();
    await flush();
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it('ignores a double submit', async () => {
    const t = start();
    t.actor.send(submit('old', 'NewPass1', 'NewPass1'));
    t.actor.send(submit('old', 'NewPass1', 'NewPass1'));
    await flush();
    expect(t.changePassword).toHaveBeenCalledTimes(1);
  });
});
