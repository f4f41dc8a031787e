import { HttpResponse } from 'msw';
import type { Db } from '#mock-server/db.ts';
import type { MoneyContext } from '#mock-server/money/ledger.ts';

/**
 * Idempotency keys of money calls: the client makes one key per form submission and sends it
 * in the body (`idempotencyKey`); a repeat with the same key (double click, a second tab, a
 * retry after a lost answer) gets the first answer again and moves no money. Answers are kept
 * in the `idempotency` collection (so they survive a reload, like the balance), and a request
 * still running is shared with its repeats, which arrive before its answer is stored.
 */

/** Answers still being computed, per platform database. */
const RUNNING = new WeakMap<Db, Map<string, Promise<StoredAnswer>>>();

interface StoredAnswer {
  status: number;
  body: string;
}

const replay = ({ status, body }: StoredAnswer) =>
  new HttpResponse(body, { status, headers: { 'Content-Type': 'application/json' } });

/** Keys longer than this, or empty, are not keys (the answer is then 400 from the caller). */
export const MAX_KEY_LENGTH = 100;

/** Whether `key` is a usable idempotency key. */
export function isIdempotencyKey(key: unknown): key is string {
  return typeof key === 'string' && key.length > 0 && key.length <= MAX_KEY_LENGTH;
}

/**
 * Runs `run` once per (member, call, key): the first request's answer is stored and answered
 * to every repeat. Keys of different members or calls never collide.
 */
export async function once(
  ctx: MoneyContext,
  scope: { memberId: number; call: string; key: string },
  run: () => Promise<Response>,
): Promise<Response> {
  const id = `${scope.memberId}:${scope.call}:${scope.key}`;
  const stored = ctx.db.idempotency.findFirst((q) => q.where({ id }));
  if (stored) return replay(stored);
  let running = RUNNING.get(ctx.db);
  if (!running) RUNNING.set(ctx.db, (running = new Map()));
  const inFlight = running.get(id);
  if (inFlight) return replay(await inFlight);
  // Registered before the first await, so a repeat arriving meanwhile waits for this answer.
  const answer = run().then(async (response) => {
    const first = { status: response.status, body: await response.text() };
    await ctx.db.idempotency.create({ id, ...first, createdAt: ctx.clock.now() });
    return first;
  });
  running.set(id, answer);
  try {
    return replay(await answer);
  } finally {
    running.delete(id);
  }
}
