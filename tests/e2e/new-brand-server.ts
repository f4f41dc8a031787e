/**
 * `node tests/e2e/new-brand-server.ts --port <n>`: the README's new-brand steps, served for
 * tests/e2e/brand-new.spec.ts. In a temporary copy of brands/ (BRANDS_DIR), so brands/ and the
 * other journeys never see the new brand: `npm run brand:new -- acme --from lotus ...`, then a
 * demo build with it, then `vite preview` of that build. Playwright starts it before any journey
 * (playwright.config.ts), so its build never competes with a running journey for the CPU.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = resolve(import.meta.dirname, '../..');
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');
const { values } = parseArgs({ options: { port: { type: 'string', default: '4176' } } });

// One folder per port, emptied first: Playwright may stop this server without a signal it can
// clean up on, so a run starts by removing what the last one left.
const work = join(tmpdir(), `brand-new-journey-${values.port}`);
rmSync(work, { recursive: true, force: true });
mkdirSync(work);
const cleanUp = () => rmSync(work, { recursive: true, force: true });
const brandsDir = join(work, 'brands');
mkdirSync(brandsDir);
for (const name of readdirSync(join(ROOT, 'brands')).filter((file) => file.endsWith('.json'))) {
  cpSync(join(ROOT, 'brands', name), join(brandsDir, name));
}
const env = { ...process.env, BRANDS_DIR: brandsDir };

try {
  // Step 1 of the README, word for word.
  execFileSync(
    'npm',
    [
      'run',
      'brand:new',
      '--',
      'acme',
      '--from',
      'lotus',
      '--name',
      'Acme Bet',
      '--domain',
      'acme.example',
      '--merchant',
      'ACME01',
    ],
    { cwd: ROOT, env, stdio: 'inherit' },
  );
  // Step 2: the demo with the new brand, as a static build.
  const outDir = join(work, 'dist-demo');
  execFileSync(
    process.execPath,
    [VITE, 'build', '--mode', 'demo', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: ROOT, env, stdio: 'inherit' },
  );
  const server = spawn(
    process.execPath,
    [VITE, 'preview', '--mode', 'demo', '--outDir', outDir, '--host', '127.0.0.1'].concat([
      '--port',
      values.port,
      '--strictPort',
    ]),
    { cwd: ROOT, env, stdio: 'inherit' },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.kill(signal);
      cleanUp();
      process.exit(0);
    });
  }
  server.on('exit', (code) => {
    cleanUp();
    process.exit(code ?? 0);
  });
} catch (error) {
  cleanUp();
  throw error;
}
