// @vitest-environment node
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brands } from '#brands/index.ts';
import {
  brandIconPng,
  liteAppFiles,
  manifestPath,
  type WebAppManifest,
} from './lite-app-manifest.ts';

const ids = Object.keys(brands);

/** Width, height and the first pixel's colour of an 8-bit RGB PNG made by brandIconPng. */
function readPng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLength = png.readUInt32BE(33);
  const rows = inflateSync(png.subarray(41, 41 + idatLength));
  return { width, height, rows, first: [...rows.subarray(1, 4)] };
}

describe('the lite app of each shipped brand', () => {
  it('covers at least three brands', () => expect(ids.length).toBeGreaterThanOrEqual(3));

  it.each(ids)('%s: a valid manifest with 192 and 512 px icons, start_url and display', (id) => {
    const brand = brands[id]!;
    const files = liteAppFiles(brand);
    const manifest = JSON.parse(String(files.get(manifestPath(id)))) as WebAppManifest;
    expect(manifest.name).toBe(brand.app.name);
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.start_url).toBe(`/?brand=${id}`);
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{3,8}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{3,8}$/i);
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((each) => each.sizes === `${size}x${size}`);
      expect(icon?.type).toBe('image/png');
      const png = files.get(icon!.src.slice(1));
      expect(Buffer.isBuffer(png)).toBe(true);
      const read = readPng(png as Buffer);
      expect([read.width, read.height]).toEqual([size, size]);
      expect(read.rows.length).toBe((size * 3 + 1) * size);
    }
    const svg = manifest.icons.find((each) => each.type === 'image/svg+xml');
    expect(String(files.get(svg!.src.slice(1)))).toContain(`>${brand.app.theme.logo.mark}<`);
  });

  it("paints the brand's primary colour", () => {
    const brand = brands.demo!;
    const [r, g, b] = readPng(brandIconPng(brand, 192)).first;
    const hex = `#${[r, g, b].map((n) => n!.toString(16).padStart(2, '0')).join('')}`;
    expect(hex).toBe(brand.app.theme.tokens.light['color-primary'].toLowerCase());
  });
});
