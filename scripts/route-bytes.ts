import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** One entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
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
 * The stylesheets index.html links. The build emits one stylesheet for the whole app
 * (`cssCodeSplit: false`), which no chunk of the manifest lists.
 */
function linkedStylesheets(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/?([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
}

/**
 * The scripts index.html loads by `src` (the prerendered pages' `prerendered-shell.js`): run
 * before the app's first render, yet no chunk of the manifest lists them.
 */
function linkedScripts(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/?([^"]+)"/g)].map((match) => match[1] ?? '');
}

/** JS and CSS bytes of a route's first load, largest chunk first. */
export function routeBytes(distDir: string, manifest: Manifest, routeSources: string[]) {
  const chunks = firstLoadChunks(manifest, routeSources);
  const jsFiles = [...new Set([...linkedScripts(distDir), ...chunks.map((c) => c.file)])];
  const js = jsFiles.map((file) => measureFile(distDir, file)).sort((a, b) => b.gzip - a.gzip);
  const cssFiles = [
    ...new Set([...linkedStylesheets(distDir), ...chunks.flatMap((c) => c.css ?? [])]),
  ];
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
