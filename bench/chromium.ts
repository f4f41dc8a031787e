import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from '../scripts/chromium-path.ts';

/** Flags for Debian's Chromium on a closed network (STACK.md): no sandbox, no background traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Chromium {
  port: number;
  close: () => Promise<void>;
}

/**
 * Starts a headless Chromium with a fresh profile and a DevTools port for Lighthouse,
 * resolved from the "DevTools listening on ws://..." line Chromium prints.
 */
export function launchChromium(): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child: ChildProcess = spawn(
    findChromium(),
    [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(profile, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(
      () => fail(new Error('Chromium did not open its DevTools port')),
      30_000,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      void close().then(() => reject(new Error(`${error.message}\n${stderr.slice(-2000)}`)));
    };
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`Chromium exited early (code ${code})`)));
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        child.stderr?.removeAllListeners('data');
        child.stderr?.resume();
        resolve({ port: Number(match[1]), close });
      }
    });
  });
}
