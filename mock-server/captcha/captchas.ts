import type { PlatformContext } from '#mock-server/context.ts';
import { secretRandom } from '#mock-server/secrets.ts';
import { toBase64 } from '#schemas/base64.ts';
import { captchaText, renderCaptcha, type RandomInt } from './captcha-image.ts';
import { encodePng } from './png.ts';

/** How long an issued captcha can be answered. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** Response header naming the captcha an image shows; the login sends it back as `captchaId`. */
export const CAPTCHA_ID_HEADER = 'Captcha-Id';

export interface IssuedCaptcha {
  id: string;
  /** The PNG, base64 without a `data:` prefix. */
  png: string;
}

/**
 * How many characters an image shows: what the brand's captcha rule allows (the registration
 * form checks the answer against it), kept between 4 and 6 so images stay legible.
 */
function captchaLength(ctx: PlatformContext): { min: number; max: number } {
  const rule = ctx.brand.platform.registerRules.captcha;
  const clamp = (n: number) => Math.min(6, Math.max(4, Math.round(n)));
  if (!rule) return { min: 4, max: 5 };
  const min = clamp(rule.minLength);
  return { min, max: Math.max(min, clamp(rule.maxLength)) };
}

/** Makes a captcha image and remembers its answer under a fresh id. */
export async function issueCaptcha(ctx: PlatformContext): Promise<IssuedCaptcha> {
  const platformRandom = secretRandom();
  const random = seededRandom(platformRandom.int(1, 0x7fffffff));
  const answer = captchaText(random, captchaLength(ctx));
  const id = platformRandom.alphanumeric(20);
  const now = ctx.clock.now();
  // Expired captchas are dropped here, so the collection stays small in a long demo.
  ctx.db.captchas.deleteMany((q) => q.where({ expiresAt: (at) => at <= now }));
  await ctx.db.captchas.create({ id, answer, expiresAt: now + CAPTCHA_TTL_MS });
  return { id, png: toBase64(encodePng(renderCaptcha(answer, random))) };
}

/**
 * True when `answer` matches the captcha `id` (case and surrounding spaces ignored). A captcha
 * answers once: it is gone after this call, right or wrong.
 */
export function checkCaptcha(ctx: PlatformContext, id: unknown, answer: unknown): boolean {
  if (typeof id !== 'string' || typeof answer !== 'string') return false;
  const now = ctx.clock.now();
  const captcha = ctx.db.captchas.delete((q) => q.where({ id }));
  return (
    captcha !== undefined &&
    captcha.expiresAt > now &&
    captcha.answer === answer.trim().toUpperCase()
  );
}

/**
 * A small fast generator (mulberry32) seeded from the platform's randomness: an image draws a
 * few thousand numbers, too many to draw one by one from the platform, and still repeats
 * between runs.
 */
function seededRandom(seed: number): RandomInt {
  let state = seed >>> 0;
  return (max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * (Math.max(0, Math.floor(max)) + 1));
  };
}
