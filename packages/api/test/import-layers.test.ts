import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, type Graph, importGraph, importsOf, layerBreaks, sourceFiles } from '../../../test-support/import-graph';
import { AppError } from '../src/core/errors';

/**
 * packages/api/src's static imports (relative ones) hold to its layers:
 *   top    index.ts, node.ts, router.ts, errors.ts: assemble the app, may import anything;
 *   http/, rest/   the HTTP layer (Hono routes, the REST adapter): may import anything (http/app.ts mounts the router);
 *   areas  every other folder (clients/, booking/, …): may import each other, core/ and shared/, never http/ or rest/;
 *   core/  what every area builds on: imports only core/ and shared/;
 *   shared/  imported by the web app too: imports only shared/.
 * and form no cycle of value imports (`import type` and all-`type` imports are dropped by the compiler, so they
 * are no cycle at run time; the layer rules count them).
 */
const SRC = resolve(import.meta.dirname, '../src');
const TOP = new Set(['index.ts', 'node.ts', 'router.ts', 'errors.ts']);

function layerOf(file: string): string {
  const path = relative(SRC, file);
  if (!path.includes(sep)) return 'top';
  const folder = path.split(sep)[0] ?? '';
  return ['http', 'rest', 'core', 'shared'].includes(folder) ? folder : 'area';
}

function may(from: string, to: string): boolean {
  if (from === 'top') return true;
  if (from === 'http' || from === 'rest') return true;
  if (from === 'area') return to === 'area' || to === 'core' || to === 'shared';
  if (from === 'core') return to === 'core' || to === 'shared';
  return to === 'shared';
}

const name = (file: string) => relative(SRC, file);

describe('packages/api imports', () => {
  const graph = importGraph(sourceFiles(SRC));

  it('every file at the root is one of the top layer’s entries', () => {
    expect([...graph.keys()].filter((f) => layerOf(f) === 'top' && !TOP.has(name(f)))).toEqual([]);
  });

  it('have no value cycles', () => {
    expect(cycles(graph).map((c) => c.map(name).join(' → '))).toEqual([]);
  });

  it('keep their layers: shared/ and core/ import no area, no area imports http/ or rest/', () => {
    expect(layerBreaks(graph, layerOf, may).map((b) => `${name(b.from)} → ${name(b.to)}`)).toEqual([]);
  });

  it('the finder finds a planted cycle, and not one made only of type imports', () => {
    const g: Graph = new Map([
      ['marketing/sending.ts', [{ to: 'marketing/batch.ts', typeOnly: false }]],
      ['marketing/batch.ts', [{ to: 'marketing/sending.ts', typeOnly: false }]],
      ['a.ts', [{ to: 'b.ts', typeOnly: true }]],
      ['b.ts', [{ to: 'a.ts', typeOnly: false }]],
    ]);
    expect(cycles(g)).toEqual([['marketing/sending.ts', 'marketing/batch.ts', 'marketing/sending.ts']]);
    expect(cycles(g, { types: true })).toHaveLength(2);
  });

  it('the finder finds a planted layer break, type imports included', () => {
    const file = (p: string) => join(SRC, p);
    const g: Graph = new Map([
      [file('core/errors.ts'), [{ to: file('admin/errors.ts'), typeOnly: false }]],
      [file('core/trpc.ts'), [{ to: file('billing/plans.ts'), typeOnly: true }]],
      [file('zoom/callback.ts'), [{ to: file('http/context.ts'), typeOnly: true }]],
      [file('shared/money.ts'), [{ to: file('core/errors.ts'), typeOnly: false }]],
      [file('http/app.ts'), [{ to: file('zoom/callback.ts'), typeOnly: false }]],
      [file('router.ts'), [{ to: file('zoom/router.ts'), typeOnly: false }]],
      [file('clients/list.ts'), [{ to: file('core/trpc.ts'), typeOnly: false }]],
    ]);
    expect(layerBreaks(g, layerOf, may).map((b) => `${name(b.from)} → ${name(b.to)}`)).toEqual([
      'core/errors.ts → admin/errors.ts',
      'core/trpc.ts → billing/plans.ts',
      'zoom/callback.ts → http/context.ts',
      'shared/money.ts → core/errors.ts',
    ]);
  });

  it('reads which imports are type-only', () => {
    const text = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "import { type D, e } from './c';",
      "import {\n  type F,\n  type G,\n} from './d';",
      "export type { H } from './e';",
      "export * from './f';",
      "import './g';",
      "import * as m from './h';",
      "const lazy = () => import('./i');",
    ].join('\n');
    expect(importsOf('x.ts', text, (_from, spec) => spec)).toEqual([
      { to: './a', typeOnly: true },
      { to: './b', typeOnly: true },
      { to: './c', typeOnly: false },
      { to: './d', typeOnly: true },
      { to: './e', typeOnly: true },
      { to: './f', typeOnly: false },
      { to: './g', typeOnly: false },
      { to: './h', typeOnly: false },
    ]);
  });

  it('error codes stay typed although core/ knows no area: the catalogue composed at the top names them', () => {
    expect(new AppError('SALE_CHANGED').appCode).toBe('SALE_CHANGED');
    // @ts-expect-error a code no catalogue has
    expect(() => new AppError('NO_SUCH_CODE').translate('en')).toThrow();
  });
});
