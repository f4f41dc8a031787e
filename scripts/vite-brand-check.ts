import { basename, dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { BRANDS_DIR, readBrandFiles } from '#brands/brand-files.ts';
import { checkShippedBrands } from './brand-check.ts';

function report(problems: readonly string[]): string {
  return `brand files have ${problems.length} problem(s); fix them or run npm run brand:check:\n${problems.join('\n')}`;
}

/**
 * Validates every brand file when the dev server or a build starts, and stops it with one
 * error listing every problem; warnings (a name or logo equal to another brand's) are logged
 * and stop nothing. In dev it checks again whenever a brand file (or the registry)
 * changes, logging the problems and showing them in the browser's error overlay.
 */
export function brandCheck(dir: string = BRANDS_DIR): Plugin {
  const folder = resolve(dir);
  const isBrandFile = (file: string) => dirname(resolve(file)) === folder && file.endsWith('.json');

  return {
    name: 'brand-check',
    buildStart() {
      // Lets `vite build --watch` run the check again when a brand file changes.
      for (const { file } of readBrandFiles(folder))
        this.addWatchFile(resolve(folder, basename(file)));
      const { problems, warnings } = checkShippedBrands(folder);
      if (problems.length > 0) throw new Error(report(problems));
      // A copy that kept another brand's name shows it to players, but may be work in progress.
      for (const warning of warnings) this.warn(warning);
    },
    configureServer(server) {
      const recheck = (file: string) => {
        if (!isBrandFile(file)) return;
        const { problems, warnings, count } = checkShippedBrands(folder);
        const { logger } = server.config;
        for (const warning of warnings) logger.warn(`warning: ${warning}`, { timestamp: true });
        if (problems.length === 0) {
          logger.info(`brands: ${count} file(s) OK`, { timestamp: true });
          return;
        }
        const message = report(problems);
        logger.error(message, { timestamp: true });
        server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'brand-check' } });
      };
      server.watcher.add(folder);
      server.watcher.on('add', recheck).on('change', recheck).on('unlink', recheck);
    },
  };
}
