import { describe, expect, it } from 'vitest';
import { MANIFESTS } from '../src/app/features';
import { NAV } from '../src/app/shell/nav';
import { prefetchTable } from '../src/app/shell/prefetch';
import { screen } from '../src/lib/lazy';

describe('screen prefetch (app/shell/prefetch.ts)', () => {
  it("gives every menu entry of every area its screen's prefetch", () => {
    const table = prefetchTable(MANIFESTS);
    const missing = Object.values(NAV)
      .flat()
      .flatMap((g) => g.items.map((i) => i.to))
      .filter((to) => !table.has(to));
    expect(missing).toEqual([]);
  });

  it('loads the chunk without rendering, and a failed load neither throws nor reloads the page', async () => {
    let loads = 0;
    const ok = screen(
      async () => {
        loads++;
        return { Page: () => null };
      },
      (mod) => mod.Page,
    );
    await ok.prefetch();
    expect(loads).toBe(1);
    const failing = screen(
      () => Promise.reject(new Error('offline')),
      () => () => null,
    );
    await expect(failing.prefetch()).resolves.toBeUndefined();
  });
});
