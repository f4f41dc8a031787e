import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** The platform's paths, which a live build's host sends on to the platform (vite.config.ts). */
export const PLATFORM_PREFIXES = ['/wps', '/lgw', '/lotto', '/mock-assets', '/mock-cdn'];

export interface PlatformServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * `npm run mock:serve` on a port of its own: the simulated platform over real HTTP, so the live
 * build is measured with no platform code in the page, as a deployment would run.
 */
export async function startPlatformServer(port: number): Promise<PlatformServer> {
  const script = join(import.meta.dirname, '..', 'mock-server', 'http-server.ts');
  const child = spawn(process.execPath, [script, '--port', String(port), '--host', '127.0.0.1'], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  };
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`mock:serve exited (${child.exitCode})`);
    const up = await fetch(`${url}/wps/system/status`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return { url, close };
    await new Promise((done) => setTimeout(done, 250));
  }
  await close();
  throw new Error(`mock:serve did not answer on ${url}`);
}
