// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const API_DIR = join(import.meta.dirname);
const modules = readdirSync(API_DIR).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'client.ts',
);

describe('src/api', () => {
  it.each(modules)('%s calls the platform through the endpoint contract only', (file) => {
    const source = readFileSync(join(API_DIR, file), 'utf8');
    // `request(path)` is for what is not a platform call; a path here would be a second copy.
    expect(source).not.toMatch(/\brequest\s*[<(]/);
    expect(source).not.toMatch(/['"`]\/(wps|lgw|lotto)\//);
  });
});
