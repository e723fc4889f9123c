import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, type Graph, importGraph, layerBreaks, sourceFiles } from '../../../test-support/import-graph';

/**
 * The web app's static imports (relative ones, `import type` included as madge counts them; dynamic
 * `import()` left out) form no cycle, and features import only downward: a file under features/X imports
 * nothing under features/Y, and lib/ and the UI kit import no feature. The manifests and the app frame
 * in src/app (and the router above them) are the one place where features meet.
 */
const SRC = resolve(import.meta.dirname, '../src');
const UI = resolve(import.meta.dirname, '../../../packages/ui/src');
const PACKAGES = resolve(import.meta.dirname, '../../../packages');
/** The feature a path belongs to ("clients" for <src>/features/clients/…), or undefined outside features/. */
function featureOf(src: string, path: string): string | undefined {
  const [top, name] = relative(src, path).split(/[\\/]/);
  return top === 'features' ? name : undefined;
}

/**
 * Imports that go sideways or up: from features/X into features/Y, or from lib/ or the UI kit into any
 * feature. Files in src/app and src's top files (router, main) may import features: they compose them.
 */
function breaksOf(src: string, ui: string, graph: Graph): string[] {
  const layerOf = (file: string) => {
    const feature = featureOf(src, file);
    if (feature !== undefined) return `feature:${feature}`;
    return file.startsWith(join(src, 'lib')) || file.startsWith(ui) ? 'low' : 'top';
  };
  const may = (from: string, to: string) => !to.startsWith('feature:') || from === to || from === 'top';
  return layerBreaks(graph, layerOf, may).map(({ from, to }) => `${relative(src, from)} → ${relative(src, to)}`);
}

/** A graph from plain lists, for the self-tests. */
const planted = (edges: [string, string[]][]): Graph =>
  new Map(edges.map(([file, deps]) => [file, deps.map((to) => ({ to, typeOnly: false }))]));

describe('web app imports', () => {
  const graph = importGraph([...sourceFiles(SRC), ...sourceFiles(UI)]);

  it('have no cycles', () => {
    const found = cycles(graph, { types: true }).map((c) => c.map((f) => relative(SRC, f)));
    expect(found.map((c) => c.join(' → '))).toEqual([]);
  });

  it('go only downward: no feature imports another, lib/ and packages/ui import no feature', () => {
    expect(breaksOf(SRC, UI, graph)).toEqual([]);
  });

  it('reach the other packages through their exports (@kairos/api/shared…), never a relative path into packages/', () => {
    const into = [...graph].flatMap(([file, deps]) =>
      file.startsWith(SRC)
        ? deps.filter(({ to }) => to.startsWith(PACKAGES)).map(({ to }) => `${relative(SRC, file)} → ${to}`)
        : [],
    );
    expect(into).toEqual([]);
  });

  it('the layer check finds a planted cross-feature import, and one from lib/ or the UI kit into a feature', () => {
    const src = '/w/src';
    const ui = '/w/ui/src';
    const g = planted([
      ['/w/src/features/clients/list.tsx', ['/w/src/features/clients/client.ts', '/w/src/lib/money.ts']],
      ['/w/src/features/sales/page.tsx', ['/w/src/features/clients/client.ts']],
      ['/w/src/lib/money.ts', ['/w/src/features/catalogue/palette.ts']],
      ['/w/ui/src/button.tsx', ['/w/src/features/shell/nav.ts']],
      ['/w/src/app/features.ts', ['/w/src/features/clients/manifest.tsx', '/w/src/features/sales/manifest.tsx']],
      ['/w/src/router.tsx', ['/w/src/features/shell/root.tsx']],
    ]);
    expect(breaksOf(src, ui, g)).toEqual([
      'features/sales/page.tsx → features/clients/client.ts',
      'lib/money.ts → features/catalogue/palette.ts',
      '../ui/src/button.tsx → features/shell/nav.ts',
    ]);
  });

  it('never lead from a feature to the shell’s menu (app/shell/nav.ts, built from the manifests)', () => {
    const nav = join(SRC, 'app/shell/nav.ts');
    const importers = [...graph].filter(
      ([file, deps]) => deps.some(({ to }) => to === nav) && !file.startsWith(join(SRC, 'app/shell')),
    );
    expect(importers.map(([file]) => relative(SRC, file))).toEqual([]);
  });

  it('the cycle finder finds a cycle (nav → routes → nav, as before the manifests)', () => {
    const g = planted([
      ['shell/nav.ts', ['clients/routes.tsx']],
      ['clients/routes.tsx', ['shell/nav.ts']],
    ]);
    expect(cycles(g)).toEqual([['shell/nav.ts', 'clients/routes.tsx', 'shell/nav.ts']]);
  });
});
