import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestInfo } from '@playwright/test';

/**
 * Each test of a figure leaves its part; whichever finishes last with every part present
 * prints the figure (the tests may run in parallel workers).
 */
export function recordFigurePart(
  info: TestInfo,
  figure: string,
  part: string,
  value: Record<string, number>,
  parts: readonly string[],
  print: (values: Record<string, Record<string, number>>) => string,
): void {
  const dir = join(info.project.outputDir, `${figure}-figure`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${part}.json`), JSON.stringify(value));
  const present = new Set(readdirSync(dir).map((file) => file.replace(/\.json$/, '')));
  if (!parts.every((name) => present.has(name))) return;
  const values = Object.fromEntries(
    parts.map((name) => [
      name,
      JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as Record<string, number>,
    ]),
  );
  console.log(print(values));
}
