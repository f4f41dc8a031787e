// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#schemas/endpoints/index.ts';
import type { SliderAnswer, SliderChallenge, SliderTicket } from '#schemas/register-api.ts';
import { createManualClock } from '#mock-server/clock.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { jsonPost } from '#mock-server/testing/calls.ts';
import { fetchJson, fetchValue, TEST_ORIGIN } from '#mock-server/testing/fetch-json.ts';

const NOW = '2026-11-22T10:00:00Z';
const clock = createManualClock(NOW);
const mock = await setupMockServer({ brand: testBrand, clock });
beforeAll(() => mock.listen());
afterEach(async () => {
  clock.set(NOW);
  await mock.reset();
});
afterAll(() => mock.close());

const FAILED = {
  status: 400,
  body: { success: false, value: null, message: 'Verification failed, please try again' },
};
/** A drag as a person makes it: several pointer samples on the way to the drop point. */
const dragTo = (x: number) => [0, Math.round(x / 3), Math.round((2 * x) / 3), x];

const challenge = () => fetchValue<SliderChallenge>(ENDPOINTS.getSliderChallenge.path);
const answer = (body: SliderAnswer) =>
  fetchJson<SliderTicket>(ENDPOINTS.answerSlider.path, jsonPost(body, { Language: 'en' }));

async function solvable() {
  const { challengeId } = await challenge();
  return { challengeId, x: mock.platform.peekSlider(challengeId) ?? -1 };
}

describe('GET /wps/verification/slider', () => {
  it('answers a 300x160 picture with a hole and a 44 px piece, never cached', async () => {
    const response = await fetch(`${TEST_ORIGIN}/wps/verification/slider`);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const { value } = (await response.json()) as { value: SliderChallenge };
    expect(value).toMatchObject({ width: 300, height: 160, pieceSize: 44 });
    expect(value.challengeId).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(value.background).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(value.piece).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(value.pieceY + value.pieceSize).toBeLessThanOrEqual(value.height);
    // The answer is not in what the browser gets, except inside the pictures.
    expect(JSON.stringify({ ...value, background: '', piece: '' })).not.toMatch(/"x"/);
  });

  it('gives each challenge its own id and picture', async () => {
    const [a, b] = [await challenge(), await challenge()];
    expect(a.challengeId).not.toBe(b.challengeId);
    expect(a.background).not.toBe(b.background);
  });
});

describe('POST /wps/verification/slider', () => {
  it('answers a ticket when the piece is dropped on the hole, within 5 px', async () => {
    const { challengeId, x } = await solvable();
    const { status, body } = await answer({ challengeId, x: x + 5, track: dragTo(x + 5) });
    expect(status).toBe(200);
    expect(body.value).toEqual({ ticket: expect.stringMatching(/^[A-Za-z0-9]{32}$/) });
  });

  it('refuses a drop 6 px off, and the challenge is spent', async () => {
    const { challengeId, x } = await solvable();
    expect(await answer({ challengeId, x: x - 6, track: dragTo(x - 6) })).toEqual(FAILED);
    expect(mock.platform.peekSlider(challengeId)).toBeUndefined();
    // Trying again at the right place does not help: one answer per challenge.
    expect(await answer({ challengeId, x, track: dragTo(x) })).toEqual(FAILED);
  });

  it('refuses a right answer without a drag (fewer than 3 samples)', async () => {
    const { challengeId, x } = await solvable();
    expect(await answer({ challengeId, x, track: [0, x] })).toEqual(FAILED);
  });

  it('refuses a replayed answer', async () => {
    const { challengeId, x } = await solvable();
    expect((await answer({ challengeId, x, track: dragTo(x) })).status).toBe(200);
    expect(await answer({ challengeId, x, track: dragTo(x) })).toEqual(FAILED);
  });

  it('refuses a challenge older than 2 minutes', async () => {
    const { challengeId, x } = await solvable();
    clock.advance(2 * 60_000);
    expect(await answer({ challengeId, x, track: dragTo(x) })).toEqual(FAILED);
  });

  it('accepts a challenge answered just before it expires', async () => {
    const { challengeId, x } = await solvable();
    clock.advance(2 * 60_000 - 1);
    expect((await answer({ challengeId, x, track: dragTo(x) })).status).toBe(200);
  });

  it('refuses an unknown challenge and a malformed answer', async () => {
    expect(await answer({ challengeId: 'nope', x: 100, track: dragTo(100) })).toEqual(FAILED);
    const { challengeId } = await solvable();
    const broken = { challengeId, x: 'left', track: 'fast' } as unknown as SliderAnswer;
    expect(await answer(broken)).toEqual(FAILED);
  });
});
