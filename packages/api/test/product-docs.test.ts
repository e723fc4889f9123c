import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The product's rules live in docs/product (issue 26): code comments cite those pages, never the old outside
 * document (its section numbers). scripts/cite-product-docs.mjs rewrites the old citations; these tests keep the tree
 * that way and every cited page present.
 */
const ROOT = join(import.meta.dirname, '../../..');
const SCRIPT = join(ROOT, 'scripts/cite-product-docs.mjs');
const PAGE = /docs\/product\/[a-z-]+\.md/g;

describe('product pages', () => {
  it('no source file cites the old outside SPEC (run scripts/cite-product-docs.mjs)', { timeout: 120_000 }, () => {
    const run = spawnSync('node', [SCRIPT, '--check'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stdout.split('\n').filter((line) => /\bSPEC( \d|:)/.test(line))).toEqual([]);
    expect(run.status).toBe(0);
  });

  it('every page a citation points to, or could after the rewrite, exists', () => {
    const pages = execFileSync('node', [SCRIPT, '--pages'], { cwd: ROOT, encoding: 'utf8' });
    const grep = spawnSync(
      'grep',
      [
        '-rhoE',
        '--exclude-dir=node_modules',
        '--exclude-dir=dist',
        String.raw`docs/product/[a-z-]+\.md`,
        'packages',
        'apps',
        'e2e',
        'bench',
      ],
      { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const cited = new Set([...(pages.match(PAGE) ?? []), ...(grep.stdout.match(PAGE) ?? [])]);
    const missing = [...cited].filter((page) => !existsSync(join(ROOT, page)));
    expect(missing).toEqual([]);
  });

  it('the index, the README and ARCHITECTURE.md link only pages that exist', () => {
    const missing: string[] = [];
    for (const doc of ['README.md', 'ARCHITECTURE.md', 'docs/product/README.md', 'docs/DECISIONS.md']) {
      const text = readFileSync(join(ROOT, doc), 'utf8');
      const links: string[] = [...(text.match(/docs\/product\/[a-z-]+\.md/g) ?? [])];
      // The index links its pages by their bare names.
      if (doc === 'docs/product/README.md')
        for (const [, name] of text.matchAll(/\]\(([a-z-]+\.md)\)/g)) links.push(`docs/product/${name}`);
      for (const page of links) if (!existsSync(join(ROOT, page))) missing.push(`${doc}: ${page}`);
    }
    expect(missing).toEqual([]);
  });
});
