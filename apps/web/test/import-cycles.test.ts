import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app's static imports (relative ones, `import type` included as madge counts them; dynamic
 * `import()` left out) form no cycle, and features never import the shell's menu: the manifests in
 * src/app are the only meeting point.
 */
const SRC = resolve(import.meta.dirname, '../src');
const IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?from\s+)?['"](\.[^'"]+)['"]/gm;
/** A cycle known before this test, outside the manifests' reach: the client picker and its dialog share a type. */
const TOLERATED = ['features/appointments/client-picker.tsx', 'features/appointments/new-client-dialog.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (c) => existsSync(c) && statSync(c).isFile(),
  );
}

function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const deps: string[] = [];
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? '');
      if (target) deps.push(target);
    }
    graph.set(file, deps);
  }
  return graph;
}

function cycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const dep of graph.get(node) ?? []) {
      if (state.get(dep) === 'open') found.push([...stack.slice(stack.indexOf(dep)), dep]);
      else if (!state.has(dep)) visit(dep);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

describe('web app imports', () => {
  const graph = importGraph(sourceFiles(SRC));

  it('have no cycles', () => {
    const found = cycles(graph).map((c) => c.map((f) => relative(SRC, f)));
    const tolerated = (c: string[]) => [...new Set(c)].sort().join() === TOLERATED.join();
    expect(found.filter((c) => !tolerated(c)).map((c) => c.join(' → '))).toEqual([]);
  });

  it('never lead from a feature to the shell’s menu (features/shell/nav.ts)', () => {
    const nav = join(SRC, 'features/shell/nav.ts');
    const importers = [...graph].filter(([file, deps]) => deps.includes(nav) && !file.startsWith(join(SRC, 'features/shell')));
    expect(importers.map(([file]) => relative(SRC, file))).toEqual([]);
  });

  it('the cycle finder finds a cycle (nav → routes → nav, as before the manifests)', () => {
    const g = new Map([
      ['shell/nav.ts', ['clients/routes.tsx']],
      ['clients/routes.tsx', ['shell/nav.ts']],
    ]);
    expect(cycles(g)).toEqual([['shell/nav.ts', 'clients/routes.tsx', 'shell/nav.ts']]);
  });
});
