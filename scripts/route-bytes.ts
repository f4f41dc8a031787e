import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** One entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name (a named chunk group's, for one made of a group). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface ChunkBytes {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * The chunks a route loads before it can render: the entry (index.html) and the given
 * route modules, each with everything it imports statically. Dynamic imports are not followed.
 */
export function firstLoadChunks(manifest: Manifest, routeSources: string[]): ManifestChunk[] {
  const seen = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.set(key, chunk);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  routeSources.forEach(visit);
  return [...seen.values()];
}

/**
 * The manifest keys of the chunks a named chunk group made (`scripts/vite-chunks.ts`): a group
 * gathers modules from many places, so its chunk is known by its name, not by a module's path.
 */
export function chunkKeysNamed(manifest: Manifest, name: string): string[] {
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.name === name)
    .map(([key]) => key);
}

/** Raw, gzip and brotli bytes of one built file. */
export function measureFile(distDir: string, file: string): ChunkBytes {
  const content = readFileSync(join(distDir, file));
  return {
    file,
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content).length,
  };
}

/**
 * The files index.html loads itself, which no chunk of the manifest lists: its stylesheet (the
 * build emits one for the whole app, `cssCodeSplit: false`) and the scripts it loads by `src`
 * (the prerendered pages' `prerendered-shell.js`, run before the app's first render).
 */
function linkedFiles(distDir: string): { scripts: string[]; stylesheets: string[] } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const paths = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
  return {
    scripts: paths(/<script\b[^>]*\bsrc="\/?([^"]+)"/g),
    stylesheets: paths(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/?([^"]+)"/g),
  };
}

/** JS and CSS bytes of a route's first load, largest chunk first. */
export function routeBytes(distDir: string, manifest: Manifest, routeSources: string[]) {
  const chunks = firstLoadChunks(manifest, routeSources);
  const linked = linkedFiles(distDir);
  const jsFiles = [...new Set([...linked.scripts, ...chunks.map((c) => c.file)])];
  const js = jsFiles.map((file) => measureFile(distDir, file)).sort((a, b) => b.gzip - a.gzip);
  const cssFiles = [...new Set([...linked.stylesheets, ...chunks.flatMap((c) => c.css ?? [])])];
  const css = cssFiles.map((file) => measureFile(distDir, file)).sort((a, b) => b.gzip - a.gzip);
  const total = (list: ChunkBytes[], key: 'gzip' | 'brotli' | 'raw') =>
    list.reduce((sum, c) => sum + c[key], 0);
  return {
    js,
    css,
    jsGzip: total(js, 'gzip'),
    jsBrotli: total(js, 'brotli'),
    cssGzip: total(css, 'gzip'),
    cssBrotli: total(css, 'brotli'),
  };
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}
