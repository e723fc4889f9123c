import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** One chunk of the build as `.vite/chunks.json` lists it. */
export interface ChunkReport {
  file: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Chunks it imports statically / through import(). */
  imports: string[];
  dynamicImports: string[];
  /** Module (path from the repository root, node_modules paths from there) → bytes it renders to (before minifying). */
  modules: Record<string, number>;
}

const repo = resolve(import.meta.dirname, '../..');

/** A module id as a short repository path: `packages/ui/src/x.tsx`, `node_modules/zod/v4/core/schemas.js`. */
export function modulePath(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) return clean.slice(nm + 1);
  return clean.startsWith('/') ? relative(repo, clean) : clean;
}

/**
 * Writes `.vite/chunks.json` next to Vite's manifest: every JS chunk with the modules in it and the bytes each
 * renders to (minified), so the size benchmark (bench/web-js.ts) and the build-size test can say what a chunk
 * carries. Neither is a web asset: the service worker does not precache `.vite/`, nothing links to it.
 */
export function chunkReport(): Plugin {
  return {
    name: 'kairos-chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkReport[] = [];
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, m] of Object.entries(out.modules)) {
          if (m.renderedLength > 0) modules[modulePath(id)] = (modules[modulePath(id)] ?? 0) + m.renderedLength;
        }
        chunks.push({
          file: out.fileName,
          name: out.name,
          isEntry: out.isEntry,
          isDynamicEntry: out.isDynamicEntry,
          imports: out.imports,
          dynamicImports: out.dynamicImports,
          modules,
        });
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: `${JSON.stringify(chunks)}\n` });
    },
  };
}

/** One file of a page's first load, or one chunk of the build, with its sizes and heaviest modules. */
export interface ChunkSize {
  file: string;
  bytes: number;
  /** gzip -9, as booking-js.ts counts (node:zlib). */
  gzip: number;
  /** In the page's first load (its entry and what that imports statically). */
  firstLoad: boolean;
  /** Loaded by an `import()` (a screen's own chunk, or the bell's lists, the phone formatter, ...). */
  dynamicEntry: boolean;
  /** Modules by rendered bytes (tree-shaken, before minifying), heaviest first. */
  modules: [string, number][];
}

export interface BuildSizes {
  chunks: ChunkSize[];
  /** The page's entry and its static imports (what the browser fetches before the app can run). */
  firstLoad: { files: string[]; bytes: number; gzip: number };
}

/**
 * What a built page loads first and what every chunk weighs, from `dist/.vite/chunks.json` and the page's HTML
 * (`index.html`: the owner app; `booking.html`: the public booking page). `extra` (module paths, e.g. the
 * dashboard's page) adds the chunks those modules are in, with their static imports, to the first load.
 */
export function buildSizes(dist: string, html = 'index.html', extra: string[] = []): BuildSizes {
  const report = JSON.parse(readFileSync(join(dist, '.vite/chunks.json'), 'utf8')) as ChunkReport[];
  const byFile = new Map(report.map((c) => [c.file, c]));
  const page = readFileSync(join(dist, html), 'utf8');
  const starts = [...page.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)]
    .map((m) => m[1] as string)
    .filter((f) => byFile.has(f));
  for (const m of page.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g)) starts.push(m[1] as string);
  if (starts.length === 0) throw new Error(`${html} loads no chunk of the build`);
  for (const c of report) if (extra.some((e) => Object.keys(c.modules).some((m) => m.endsWith(e)))) starts.push(c.file);
  const first = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (first.has(file)) continue;
    first.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  const chunks = report.map((c): ChunkSize => {
    const code = readFileSync(join(dist, c.file));
    return {
      file: c.file,
      bytes: code.byteLength,
      gzip: gzipSync(code, { level: 9 }).byteLength,
      firstLoad: first.has(c.file),
      dynamicEntry: c.isDynamicEntry,
      modules: Object.entries(c.modules).sort((a, b) => b[1] - a[1]),
    };
  });
  chunks.sort((a, b) => b.gzip - a.gzip);
  const mine = chunks.filter((c) => c.firstLoad);
  return {
    chunks,
    firstLoad: {
      files: mine.map((c) => c.file),
      bytes: mine.reduce((s, c) => s + c.bytes, 0),
      gzip: mine.reduce((s, c) => s + c.gzip, 0),
    },
  };
}
