import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { configureClient, PlatformError } from './client.ts';
import { answerSlider, getSliderChallenge } from './slider.ts';

const brand = brands.demo;
if (!brand) throw new Error('brands/ has no demo brand');
const mock = await setupMockServer({ brand });
configureClient({ getLanguage: () => 'en' });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

/** A drag as a person makes it: a few samples on the way to `x`. */
const dragTo = (x: number) => [Math.round(x / 3), Math.round((2 * x) / 3), x];

async function refusal(call: Promise<unknown>): Promise<PlatformError> {
  const error: unknown = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PlatformError))
    throw new Error(`expected a PlatformError: ${String(error)}`);
  return error;
}

describe('slider verification', () => {
  it('turns a piece dropped on the hole into a ticket', async () => {
    const challenge = await getSliderChallenge();
    expect(challenge.background).toMatch(/^data:image\/svg\+xml/);
    expect(challenge.pieceSize).toBeLessThan(challenge.width);
    const x = mock.platform.peekSlider(challenge.challengeId) ?? -1;
    const { ticket } = await answerSlider({
      challengeId: challenge.challengeId,
      x,
      track: dragTo(x),
    });
    expect(ticket).toEqual(expect.any(String));
    expect(ticket).not.toBe('');
  });

  it("refuses a miss with the platform's message and spends the challenge", async () => {
    const { challengeId } = await getSliderChallenge();
    const x = mock.platform.peekSlider(challengeId) ?? -1;
    const miss = x > 100 ? x - 40 : x + 40;
    const error = await refusal(answerSlider({ challengeId, x: miss, track: dragTo(miss) }));
    expect(error).toMatchObject({
      kind: 'server',
      status: 400,
      serverMessage: 'Verification failed, please try again',
    });
    // The right answer comes too late: each challenge is answered once.
    expect((await refusal(answerSlider({ challengeId, x, track: dragTo(x) }))).status).toBe(400);
  });
});
