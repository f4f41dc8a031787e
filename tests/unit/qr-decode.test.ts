import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import { describe, expect, it } from 'vitest';
import { decodeQrSvg } from '../e2e/qr-decode.ts';

const draw = (value: string, level: 'L' | 'M' | 'Q' | 'H' = 'M') =>
  renderToStaticMarkup(createElement(QRCodeSVG, { value, size: 200, level, marginSize: 4 }));

describe('the test QR reader', () => {
  it('reads back what qrcode.react draws, from short texts to version 10', () => {
    const texts = [
      'hi there',
      'http://127.0.0.1:5140/register?referralCode=RF0A1B',
      'https://play.example.com/register?referralCode=RFZZ99&x=1',
      `https://example.com/${'long-path/'.repeat(8)}`,
    ];
    for (const text of texts) {
      for (const level of ['L', 'M', 'Q', 'H'] as const) {
        expect(decodeQrSvg(draw(text, level))).toBe(text);
      }
    }
  });

  it('tells different links apart', () => {
    expect(decodeQrSvg(draw('https://a.example/register?referralCode=RF0001'))).not.toBe(
      'https://a.example/register?referralCode=RF0002',
    );
  });
});
