import type { SliderAnswer, SliderChallenge } from '#schemas/register-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import { randomId, randomSeed } from './random.ts';
import {
  drawSliderPicture,
  PIECE_SIZE,
  SLIDER_HEIGHT,
  SLIDER_WIDTH,
  svgDataUrl,
} from './slider-image.ts';

/** How long a challenge can be answered. */
export const SLIDER_CHALLENGE_TTL_MS = 2 * 60 * 1000;
/** How long a ticket of a solved challenge can be spent. */
export const SLIDER_TICKET_TTL_MS = 5 * 60 * 1000;
/** How far (px) the dropped piece may be from the hole. */
export const SLIDER_TOLERANCE = 5;
/** A drag that jumps straight to the answer is a script: a person's has several samples. */
export const SLIDER_MIN_TRACK = 3;

/** Draws a new puzzle and remembers where its hole is. */
export async function issueSlider(ctx: PlatformContext): Promise<SliderChallenge> {
  const now = ctx.clock.now();
  // Old challenges and tickets are dropped here, so the collections stay small in a long demo.
  ctx.db.sliderChallenges.deleteMany((q) => q.where({ expiresAt: (at) => at <= now }));
  ctx.db.sliderTickets.deleteMany((q) => q.where({ expiresAt: (at) => at <= now }));
  const picture = drawSliderPicture(randomSeed());
  const id = randomId(24);
  await ctx.db.sliderChallenges.create({
    id,
    x: picture.x,
    expiresAt: now + SLIDER_CHALLENGE_TTL_MS,
  });
  return {
    challengeId: id,
    width: SLIDER_WIDTH,
    height: SLIDER_HEIGHT,
    background: svgDataUrl(picture.background),
    piece: svgDataUrl(picture.piece),
    pieceSize: PIECE_SIZE,
    pieceY: picture.y,
  };
}

/**
 * Checks where the player dropped the piece and answers a ticket when it fits. A challenge
 * answers once, right or wrong, so a script cannot try every x.
 */
export async function answerSlider(
  ctx: PlatformContext,
  answer: Partial<SliderAnswer>,
): Promise<string | null> {
  if (typeof answer.challengeId !== 'string') return null;
  const now = ctx.clock.now();
  const challenge = ctx.db.sliderChallenges.delete((q) => q.where({ id: answer.challengeId }));
  if (!challenge || challenge.expiresAt <= now) return null;
  const { x, track } = answer;
  const fits = typeof x === 'number' && Math.abs(x - challenge.x) <= SLIDER_TOLERANCE;
  const dragged =
    Array.isArray(track) &&
    track.length >= SLIDER_MIN_TRACK &&
    track.every((sample) => typeof sample === 'number' && Number.isFinite(sample));
  if (!fits || !dragged) return null;
  const ticket = randomId(32);
  await ctx.db.sliderTickets.create({ ticket, expiresAt: now + SLIDER_TICKET_TTL_MS });
  return ticket;
}

/** True when `ticket` is a valid, unspent ticket; it is spent by this call either way. */
export function spendSliderTicket(ctx: PlatformContext, ticket: unknown): boolean {
  if (typeof ticket !== 'string' || ticket === '') return false;
  const spent = ctx.db.sliderTickets.delete((q) => q.where({ ticket }));
  return spent !== undefined && spent.expiresAt > ctx.clock.now();
}
