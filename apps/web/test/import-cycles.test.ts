import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app's static imports (relative ones, `import type` included as madge counts them; dynamic
 * `import()` left out) form no cycle, and features import only downward: a file under features/X imports
 * nothing under features/Y, and lib/ and the UI kit import no feature. The manifests and the app frame
 * in src/app (and the router above them) are the one place where features meet.
 */
const SRC = resolve(import.meta.dirname, '../src');
const UI = resolve(import.meta.dirname, '../../../packages/ui/src');
const PACKAGES = resolve(import.meta.dirname, '../../../packages');
const IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?from\s+)?['"](\.[^'"]+)['"]/gm;

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

/** The feature a path belongs to ("clients" for <src>/features/clients/…), or undefined outside features/. */
function featureOf(src: string, path: string): string | undefined {
  const [top, name] = relative(src, path).split(/[\\/]/);
  return top === 'features' ? name : undefined;
}

/**
 * Imports that go sideways or up: from features/X into features/Y, or from lib/ or the UI kit into any
 * feature. Files in src/app and src's top files (router, main) may import features: they compose them.
 */
function layerBreaks(src: string, ui: string, graph: Map<string, string[]>): string[] {
  const breaks: string[] = [];
  for (const [file, deps] of graph) {
    const from = featureOf(src, file);
    const low = file.startsWith(join(src, 'lib')) || file.startsWith(ui);
    if (from === undefined && !low) continue;
    for (const dep of deps) {
      const to = featureOf(src, dep);
      if (to !== undefined && to !== from) breaks.push(`${relative(src, file)} → ${relative(src, dep)}`);
    }
  }
  return breaks;
}

describe('web app imports', () => {
  const graph = importGraph([...sourceFiles(SRC), ...sourceFiles(UI)]);

  it('have no cycles', () => {
    const found = cycles(graph).map((c) => c.map((f) => relative(SRC, f)));
    expect(found.map((c) => c.join(' → '))).toEqual([]);
  });

  it('go only downward: no feature imports another, lib/ and packages/ui import no feature', () => {
    expect(layerBreaks(SRC, UI, graph)).toEqual([]);
  });

  it('reach the other packages through their exports (@kairos/api/shared…), never a relative path into packages/', () => {
    const into = [...graph].flatMap(([file, deps]) =>
      file.startsWith(SRC) ? deps.filter((d) => d.startsWith(PACKAGES)).map((d) => `${relative(SRC, file)} → ${d}`) : [],
    );
    expect(into).toEqual([]);
  });

  it('the layer check finds a planted cross-feature import, and one from lib/ or the UI kit into a feature', () => {
    const src = '/w/src';
    const ui = '/w/ui/src';
    const g = new Map([
      ['/w/src/features/clients/list.tsx', ['/w/src/features/clients/client.ts', '/w/src/lib/money.ts']],
      ['/w/src/features/sales/page.tsx', ['/w/src/features/clients/client.ts']],
      ['/w/src/lib/money.ts', ['/w/src/features/catalogue/palette.ts']],
      ['/w/ui/src/button.tsx', ['/w/src/features/shell/nav.ts']],
      ['/w/src/app/features.ts', ['/w/src/features/clients/manifest.tsx', '/w/src/features/sales/manifest.tsx']],
      ['/w/src/router.tsx', ['/w/src/features/shell/root.tsx']],
    ]);
    expect(layerBreaks(src, ui, g)).toEqual([
      'features/sales/page.tsx → features/clients/client.ts',
      'lib/money.ts → features/catalogue/palette.ts',
      '../ui/src/button.tsx → features/shell/nav.ts',
    ]);
  });

  it('never lead from a feature to the shell’s menu (app/shell/nav.ts, built from the manifests)', () => {
    const nav = join(SRC, 'app/shell/nav.ts');
    const importers = [...graph].filter(([file, deps]) => deps.includes(nav) && !file.startsWith(join(SRC, 'app/shell')));
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
