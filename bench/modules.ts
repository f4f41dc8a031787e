import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import type { ChunkBytes } from '../scripts/route-bytes.ts';

export interface ModuleShare {
  /** An npm package, or a project folder such as src/app or locales/vi.json. */
  name: string;
  raw: number;
  /** The package's share of its chunks' gzip bytes, in proportion to its raw bytes. */
  gzipEstimate: number;
}

const PROJECT_ROOT = resolve(import.meta.dirname, '..');

/** Groups a source path from a sourcemap into a package or a project folder. */
export function ownerOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = source.slice(modules + 'node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? source);
  }
  if (source.startsWith('\0') || source.includes('vite/') || source.startsWith('/@')) {
    return '(bundler runtime)';
  }
  const parts = source.split('/');
  if (parts[0] === 'src' && parts[1] === 'features') return parts.slice(0, 3).join('/');
  return parts.slice(0, 2).join('/');
}

/**
 * Attributes every byte of the given chunks to the package or project folder it came from,
 * using the hidden sourcemaps next to them: each mapping owns the text up to the next one.
 * What no mapping covers (bundler glue, line breaks) is reported as '(unmapped)'.
 */
export function attributeModules(
  distDir: string,
  chunks: (ChunkBytes & { src?: string })[],
): ModuleShare[] {
  const totals = new Map<string, ModuleShare>();
  const add = (name: string, raw: number, gzipPerByte: number) => {
    const entry = totals.get(name) ?? { name, raw: 0, gzipEstimate: 0 };
    entry.raw += raw;
    entry.gzipEstimate += raw * gzipPerByte;
    totals.set(name, entry);
  };
  for (const chunk of chunks) {
    const path = join(distDir, chunk.file);
    const gzipPerByte = chunk.gzip / chunk.raw;
    // A file index.html loads as the build wrote it (prerendered-shell.js) has no map: its own.
    if (!existsSync(`${path}.map`)) {
      add(chunk.src ? ownerOf(chunk.src) : chunk.file, chunk.raw, gzipPerByte);
      continue;
    }
    const lines = readFileSync(path, 'utf8').split('\n');
    const map = new SourceMapConsumer(JSON.parse(readFileSync(`${path}.map`, 'utf8')));
    const mappings: { line: number; column: number; source: string | null }[] = [];
    map.eachMapping((m) =>
      mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }),
    );
    // A JSON module's chunk has an empty map: it all belongs to its source file.
    const fallback = chunk.src ? ownerOf(chunk.src) : '(unmapped)';
    let attributed = 0;
    mappings.forEach((m, i) => {
      const next = mappings[i + 1];
      const text = lines[m.line - 1] ?? '';
      const end = next && next.line === m.line ? next.column : text.length;
      const bytes = Buffer.byteLength(text.slice(m.column, end));
      attributed += bytes;
      add(m.source ? ownerOf(projectPath(path, m.source)) : '(unmapped)', bytes, gzipPerByte);
    });
    // Newlines and text before a line's first mapping.
    add(
      mappings.length ? '(unmapped)' : fallback,
      Math.max(0, chunk.raw - attributed),
      gzipPerByte,
    );
  }
  return [...totals.values()].sort((a, b) => b.raw - a.raw);
}

/** A sourcemap source, relative to the project root (sources are relative to the map's folder). */
function projectPath(mapFile: string, source: string): string {
  if (source.startsWith('\0')) return source;
  return relative(PROJECT_ROOT, resolve(dirname(mapFile), source)).replace(/^(\.\.\/)+/, '');
}
