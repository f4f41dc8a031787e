import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const DEPLOY_DIR = join(ROOT, 'deploy');
/** Debian's package (installed by .ci/run when missing). */
export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
/** Debian's `nobody`: nginx runs as it when the tests run as root. */
const NOBODY = 65534;

export interface TemplateValues {
  LISTEN_PORT: string;
  APP_ROOT: string;
  PLATFORM_URL: string;
  DEPLOY_DIR: string;
}

/** Fills deploy/nginx.conf's `${NAME}` placeholders as envsubst would, leaving nginx's `$host`. */
export function renderSiteConf(template: string, values: TemplateValues): string {
  return template.replace(/\$\{(LISTEN_PORT|APP_ROOT|PLATFORM_URL|DEPLOY_DIR)\}/g, (_, name) => {
    return values[name as keyof TemplateValues];
  });
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts nginx with deploy/nginx.conf in front of `appRoot` and the platform: a temporary
 * prefix holds the rendered server block, a minimal main configuration (pid, temp folders,
 * logs to stderr) and nothing else, so it runs without root and touches no system folder.
 */
export async function startNginx(options: {
  port: number;
  appRoot: string;
  platformUrl: string;
}): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-deploy-'));
  const site = renderSiteConf(readFileSync(join(DEPLOY_DIR, 'nginx.conf'), 'utf8'), {
    LISTEN_PORT: `127.0.0.1:${options.port}`,
    APP_ROOT: options.appRoot,
    PLATFORM_URL: options.platformUrl,
    DEPLOY_DIR,
  });
  writeFileSync(join(prefix, 'site.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${join(prefix, kind)};`)
    .join('\n');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
${temp}
  include ${join(prefix, 'site.conf')};
}
`,
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(prefix, NOBODY, NOBODY);
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'pipe'],
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    try {
      await fetch(`${url}/robots.txt`);
      break;
    } catch {
      if (tries > 100) throw new Error(`nginx did not answer: ${errors}`);
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
  return {
    url,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
