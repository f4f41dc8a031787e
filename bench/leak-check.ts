import { parseArgs } from 'node:util';
import { withBrowser } from './interaction.ts';
import { checkLeaks } from './leak.ts';
import { PLATFORM_PREFIXES, startPlatformServer } from './platform-server.ts';
import { serveStatic } from './static-server.ts';

/**
 * `npx node bench/leak-check.ts [--minutes 5] [--port 4381] <live-build-dir>`: the bench's leak
 * check alone, on a live build (`npx vite build --mode live --outDir <dir>`) served beside
 * `npm run mock:serve`. Prints the figures as JSON.
 */
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    minutes: { type: 'string', default: '5' },
    port: { type: 'string', default: '4381' },
  },
});
const [dir] = positionals;
if (!dir) throw new Error('give the live build folder');
const platform = await startPlatformServer(Number(args.port) + 1);
const live = await serveStatic(dir, Number(args.port), {
  prefixes: PLATFORM_PREFIXES,
  target: platform.url,
});
try {
  const figures = await withBrowser((browser) =>
    checkLeaks(browser, live.url, Number(args.minutes)),
  );
  console.log(JSON.stringify(figures, null, 2));
} finally {
  await live.close();
  await platform.close();
}
