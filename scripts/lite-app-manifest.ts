import { deflateSync } from 'node:zlib';
import type { Brand } from '#brands/brand.types.ts';

/**
 * The lite app of each brand, made at build time with no network: a web app manifest (name,
 * colours, start URL, standalone display) and its icons, drawn from the brand file: the mark
 * on the primary colour as SVG, and 192 and 512 px PNGs (the primary colour with a disc of the
 * accent colour: a PNG needs no font, an SVG shows the mark itself).
 */

/** Where the files go, under the build's root. */
export const MANIFEST_DIR = 'lite-app';
export const ICON_SIZES = [192, 512] as const;

export const manifestPath = (brandId: string) => `${MANIFEST_DIR}/${brandId}.webmanifest`;
const iconPath = (brandId: string, size: number | 'any') =>
  `${MANIFEST_DIR}/${brandId}-${size}.${size === 'any' ? 'svg' : 'png'}`;

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  lang: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The brand's manifest; icon addresses are absolute paths from `base`. */
export function brandManifest(brand: Brand, base = '/'): WebAppManifest {
  const { app } = brand;
  const tokens = app.theme.tokens[app.theme.default];
  return {
    id: `${base}?brand=${app.id}`,
    name: app.name,
    short_name: app.theme.logo.wordmark.slice(0, 12),
    start_url: `${base}?brand=${app.id}`,
    scope: base,
    display: 'standalone',
    background_color: tokens['color-background'],
    theme_color: tokens['color-primary'],
    lang: app.defaultLanguage,
    icons: [
      ...ICON_SIZES.map((size) => ({
        src: `${base}${iconPath(app.id, size)}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any maskable',
      })),
      { src: `${base}${iconPath(app.id, 'any')}`, sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

/** The mark (the logo's letters) on the primary colour. */
export function brandIconSvg(brand: Brand): string {
  const tokens = brand.app.theme.tokens.light;
  const mark = escapeXml(brand.app.theme.logo.mark.slice(0, 3));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="${tokens['color-primary']}"/><circle cx="256" cy="256" r="176" fill="${tokens['color-accent']}"/><text x="256" y="256" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="${mark.length > 1 ? 150 : 220}" fill="${tokens['color-on-primary']}">${mark}</text></svg>\n`;
}

const rgb = (hex: string): [number, number, number] => {
  const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  return [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A `size` px PNG: the primary colour with a disc of the accent colour (RGB, 8 bits). */
export function brandIconPng(brand: Brand, size: number): Buffer {
  const tokens = brand.app.theme.tokens.light;
  const back = rgb(tokens['color-primary']);
  const disc = rgb(tokens['color-accent']);
  const centre = size / 2;
  const radius = size * 0.34;
  const rows = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    const row = y * (size * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const inside = (x + 0.5 - centre) ** 2 + (y + 0.5 - centre) ** 2 <= radius ** 2;
      rows.set(inside ? disc : back, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** Every file of one brand's lite app: path (under the build root) -> content. */
export function liteAppFiles(brand: Brand, base = '/'): Map<string, string | Buffer> {
  const files = new Map<string, string | Buffer>();
  files.set(manifestPath(brand.app.id), `${JSON.stringify(brandManifest(brand, base), null, 2)}\n`);
  files.set(iconPath(brand.app.id, 'any'), brandIconSvg(brand));
  for (const size of ICON_SIZES) files.set(iconPath(brand.app.id, size), brandIconPng(brand, size));
  return files;
}
