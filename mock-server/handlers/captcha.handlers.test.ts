// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '#schemas/platform-api.ts';
import { fromBase64 } from '#schemas/base64.ts';
import { CAPTCHA_HEIGHT, captchaWidth } from '#mock-server/captcha/captcha-image.ts';
import { CAPTCHA_ALPHABET } from '#mock-server/captcha/font.ts';
import { readPng } from '#mock-server/captcha/png-reader.ts';
import { setupMockServer } from '#mock-server/node.ts';
import { testBrand } from '#mock-server/testing/brand.fixture.ts';
import { TEST_ORIGIN } from '#mock-server/testing/fetch-json.ts';

const mock = await setupMockServer({ brand: testBrand });
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

async function getCaptcha() {
  const response = await fetch(`${TEST_ORIGIN}/wps/captcha`);
  const body = (await response.json()) as Envelope<string>;
  return { response, body, id: response.headers.get('Captcha-Id') ?? '' };
}

describe('GET /wps/captcha', () => {
  it('answers a base64 PNG whose id comes in the Captcha-Id header', async () => {
    const { response, body, id } = await getCaptcha();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(body.success).toBe(true);
    expect(body.value).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);

    const answer = mock.platform.peekCaptcha(id) ?? '';
    expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4,5}$`));

    // Signature, IHDR first, every chunk's CRC and the zlib checksum are checked by readPng.
    const png = readPng(fromBase64(body.value));
    expect(png.chunkTypes).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    expect(png).toMatchObject({
      width: captchaWidth(answer.length),
      height: CAPTCHA_HEIGHT,
      bitDepth: 8,
      colourType: 3,
    });
    // Ink (the darkest colours) covers a fair share of the image: the text is there.
    const dark = new Set(
      png.palette.flatMap(([r, g, b], index) => (r + g + b < 300 ? [index] : [])),
    );
    const inked = png.pixels.filter((index) => dark.has(index)).length;
    expect(inked / png.pixels.length).toBeGreaterThan(0.1);
  });

  it('makes a new image and id on every call', async () => {
    const first = await getCaptcha();
    const second = await getCaptcha();
    expect(second.id).not.toBe(first.id);
    expect(second.body.value).not.toBe(first.body.value);
  });

  it('forgets its captchas on reset', async () => {
    const { id } = await getCaptcha();
    await mock.reset();
    expect(mock.platform.peekCaptcha(id)).toBeUndefined();
  });
});
