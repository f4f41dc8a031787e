import type { HtmlTagDescriptor, Plugin } from 'vite';

/** What rollup's bundle tells about a chunk, as far as this plugin needs it. */
interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  moduleIds: string[];
  imports: string[];
}

/**
 * The files of the chunks that hold the modules `entries` (paths from the project root, or
 * virtual module ids), with every chunk they import statically, in load order (dependencies
 * first).
 */
export function chunkClosure(
  bundle: Record<string, { type: string } | ChunkInfo>,
  entries: readonly string[],
): string[] {
  const chunks = Object.values(bundle).filter((item): item is ChunkInfo => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const visit = (chunk: ChunkInfo | undefined) => {
    if (!chunk || files.includes(chunk.fileName)) return;
    chunk.imports.forEach((file) => visit(byFile.get(file)));
    files.push(chunk.fileName);
  };
  for (const entry of entries) {
    const isEntry = (id: string) => id.endsWith(`/${entry}`) || id === `\0${entry}`;
    const found = chunks.find((chunk) => chunk.moduleIds.some(isEntry));
    if (!found) throw new Error(`demo-preload: no chunk holds ${entry}`);
    visit(found);
  }
  return files;
}

/**
 * Demo builds: `<link rel="modulepreload">` for the simulated platform's chunks, so they
 * download while the app's own scripts do instead of one after another (each is only found
 * once the previous one has run: boot -> start-demo-platform -> browser).
 * Files already loaded by the entry are left out.
 */
export function demoPreload(entries: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'demo-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const tags: HtmlTagDescriptor[] = chunkClosure(bundle, entries)
          .filter((file) => !html.includes(`${base}${file}`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          }));
        return { html, tags };
      },
    },
  };
}
