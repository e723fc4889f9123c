import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The static import graph of a source tree (relative imports only; dynamic `import()` left out, as it loads
 * later), for the tests that hold a package's imports to no cycles and to its layers
 * (packages/api/test/import-layers.test.ts).
 *
 * An edge records whether it is type-only: `import type`, `export type`, or an import whose every name is marked
 * `type` (TypeScript drops those, as verbatimModuleSyntax is off), so such an edge is no cycle at run time, while a
 * layer rule may still count it.
 */
export interface Edge {
  to: string;
  typeOnly: boolean;
}
export type Graph = Map<string, Edge[]>;

const IMPORT = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"](\.[^'"]+)['"]|^\s*import\s+['"](\.[^'"]+)['"]/gm;

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name) ? [path] : [];
  });
}

export function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (c) => existsSync(c) && statSync(c).isFile(),
  );
}

/** `{ type A, type B }` imports nothing at run time; `{ type A, b }`, `* as x`, a default name do. */
function namesAreTypes(clause: string): boolean {
  const braces = clause.match(/^\{([^}]*)\}$/);
  if (!braces) return false;
  const names = (braces[1] ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith('type '));
}

/** The edges of one file's text (exported for the finder's self-test). */
export function importsOf(file: string, text: string, resolveSpec = resolveImport): Edge[] {
  const edges: Edge[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[4] ?? match[5] ?? '';
    const to = resolveSpec(file, spec);
    if (!to) continue;
    const typeOnly = match[5] === undefined && (match[2] !== undefined || namesAreTypes((match[3] ?? '').trim()));
    edges.push({ to, typeOnly });
  }
  return edges;
}

export function importGraph(files: string[]): Graph {
  return new Map(files.map((file) => [file, importsOf(file, readFileSync(file, 'utf8'))]));
}

/** The cycles among value imports (type-only edges left out unless asked), each as a path ending where it began. */
export function cycles(graph: Graph, { types = false } = {}): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const edge of graph.get(node) ?? []) {
      if (edge.typeOnly && !types) continue;
      const dep = edge.to;
      if (state.get(dep) === 'open') found.push([...stack.slice(stack.indexOf(dep)), dep]);
      else if (!state.has(dep)) visit(dep);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

/**
 * The imports that break a layer rule. `layerOf` names each file's layer; `may(from, to)` says whether a file of
 * layer `from` may import one of layer `to`. Type-only imports count: a low layer that names a high one's type
 * still knows it.
 */
export function layerBreaks(
  graph: Graph,
  layerOf: (file: string) => string,
  may: (from: string, to: string) => boolean,
): { from: string; to: string }[] {
  const breaks: { from: string; to: string }[] = [];
  for (const [file, edges] of graph) {
    for (const { to } of edges) if (!may(layerOf(file), layerOf(to))) breaks.push({ from: file, to });
  }
  return breaks;
}
