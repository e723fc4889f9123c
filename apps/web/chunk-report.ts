import { relative, resolve } from 'node:path';
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
  /** Module (path from the repository root, node_modules paths shortened to the package's) → bytes it renders to. */
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
