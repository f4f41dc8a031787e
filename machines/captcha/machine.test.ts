// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { advance, flush } from '../test-utils.ts';
import { captchaIdOf, captchaMachine, selectCaptcha } from './machine.ts';

function start() {
  const clock = new SimulatedClock();
  let fetched = 0;
  const fetchCaptcha = vi.fn(async () => {
    fetched += 1;
    return { captchaId: `id-${fetched}`, image: `png-${fetched}` };
  });
  const machine = captchaMachine.provide({
    actors: { fetchCaptcha: fromPromise(() => fetchCaptcha()) },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, fetchCaptcha };
}

describe('captcha', () => {
  it('fetches an image at once and shows it', async () => {
    const { actor, fetchCaptcha } = start();
    expect(selectCaptcha(actor.getSnapshot())).toEqual({
      image: null,
      loading: true,
      canRefresh: false,
      failure: null,
    });
    await flush();
    expect(fetchCaptcha).toHaveBeenCalledOnce();
    expect(selectCaptcha(actor.getSnapshot())).toMatchObject({ image: 'png-1', loading: false });
    expect(captchaIdOf(actor)).toBe('id-1');
  });

  it('lets the player refresh at most once per second', async () => {
    const { actor, clock, fetchCaptcha } = start();
    await flush();
    actor.send({ type: 'captcha.refresh' });
    await flush();
    expect(fetchCaptcha).toHaveBeenCalledOnce();
    await advance(clock, 1000);
    expect(selectCaptcha(actor.getSnapshot()).canRefresh).toBe(true);
    actor.send({ type: 'captcha.refresh' });
    await flush();
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(selectCaptcha(actor.getSnapshot())).toMatchObject({ image: 'png-2', canRefresh: false });
  });

  it('fetches a new image when the parent renews it, at once', async () => {
    const { actor, fetchCaptcha } = start();
    await flush();
    actor.send({ type: 'captcha.renew' });
    await flush();
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(captchaIdOf(actor)).toBe('id-2');
  });

  it('ignores a renewal while an image is on its way', async () => {
    const { actor, fetchCaptcha } = start();
    actor.send({ type: 'captcha.renew' });
    await flush();
    expect(fetchCaptcha).toHaveBeenCalledOnce();
  });

  it('keeps the reason when no image could be fetched, and the refresh open after a second', async () => {
    const { actor, clock, fetchCaptcha } = start();
    await flush();
    fetchCaptcha.mockRejectedValueOnce({ kind: 'network', status: 0, serverMessage: null });
    actor.send({ type: 'captcha.renew' });
    await flush();
    expect(selectCaptcha(actor.getSnapshot()).failure?.messageId).toBe('errors.network');
    expect(selectCaptcha(actor.getSnapshot()).loading).toBe(false);
    await advance(clock, 1000);
    actor.send({ type: 'captcha.refresh' });
    await flush();
    expect(selectCaptcha(actor.getSnapshot())).toMatchObject({ image: 'png-2', failure: null });
  });
});
