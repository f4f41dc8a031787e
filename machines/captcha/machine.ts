/**
 * The captcha of a form (spec sections 4 and 5), a child of login and registration: fetch an
 * image as soon as it starts, let the player ask for a new one at most once per second, and
 * fetch a new one when the parent says the platform spent it (`captcha.renew`).
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toFailure, type Failure } from '../failure.ts';
import { notProvided } from '../not-provided.ts';
import type { CaptchaImage } from '../types.ts';

export interface CaptchaContext {
  /** The image shown, with the id its answer goes back with. */
  image: CaptchaImage | null;
  /** Why the last image could not be fetched. */
  failure: Failure | null;
}

export type CaptchaEvent =
  /** The player asks for another image. */
  | { type: 'captcha.refresh' }
  /** The platform spent the image (a failed attempt): fetch a new one. */
  | { type: 'captcha.renew' };

export type CaptchaTag = 'loading';

export const captchaMachine = setup({
  types: {
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
    tags: {} as CaptchaTag,
  },
  actors: {
    fetchCaptcha: notProvided<CaptchaImage>('fetchCaptcha'),
  },
  delays: {
    /** The image refreshes at most once per second. */
    captchaRefresh: 1000,
  },
}).createMachine({
  id: 'captcha',
  initial: 'fetching',
  context: { image: null, failure: null },
  states: {
    fetching: {
      tags: ['loading'],
      invoke: {
        src: 'fetchCaptcha',
        onDone: {
          target: 'shown',
          actions: assign({ image: ({ event }) => event.output, failure: null }),
        },
        onError: {
          target: 'shown',
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    shown: {
      initial: 'refreshLocked',
      on: { 'captcha.renew': 'fetching' },
      states: {
        /** Just fetched: a refresh waits out the second. */
        refreshLocked: { after: { captchaRefresh: 'refreshable' } },
        refreshable: { on: { 'captcha.refresh': '#captcha.fetching' } },
      },
    },
  },
});

export type CaptchaRef = ActorRefFrom<typeof captchaMachine>;
export type CaptchaSnapshot = SnapshotFrom<typeof captchaMachine>;

/** What the captcha field shows: the image, whether a new one is on its way or may be asked for. */
export function selectCaptcha(snapshot: CaptchaSnapshot | undefined) {
  return {
    image: snapshot?.context.image?.image ?? null,
    loading: snapshot?.hasTag('loading') ?? false,
    canRefresh: snapshot?.matches({ shown: 'refreshable' }) ?? false,
    failure: snapshot?.context.failure ?? null,
  };
}

/**
 * The id the answer goes back with, read from the parent's `captcha` child when a request
 * starts (null while no captcha is shown or none could be fetched).
 */
export const captchaIdOf = (child: CaptchaRef | undefined): string | null =>
  child?.getSnapshot().context.image?.captchaId ?? null;
