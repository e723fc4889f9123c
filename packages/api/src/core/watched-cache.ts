import { type Db, onWrites } from '@kairos/db';

interface Entry<V> {
  at: number;
  epoch: number;
  value: V;
}

interface PerDb<V> {
  epoch: number;
  entries: Map<string, Entry<V>>;
  /** Computations in flight, shared by concurrent callers of the same key (one compute per key at a time). */
  running: Map<string, { epoch: number; at: number; promise: Promise<V> }>;
}

/**
 * A short-lived cache of values read from some tables, kept per database object (so per process, or per Worker
 * isolate), exact for the writes made through that object: any committed write that changes rows in one of
 * `tables` (heard through `onWrites`, before the write's own promise resolves) forgets every entry, and a value
 * whose computation overlapped such a write is handed to its caller but not kept. Writes made elsewhere (another
 * process or isolate on the same database) show within `ttlMs`. `now` is the caller's clock (a clock moved
 * backwards never reuses a later value).
 */
export class WatchedCache<V> {
  private readonly perDb = new WeakMap<Db, PerDb<V>>();

  constructor(
    readonly tables: ReadonlySet<string>,
    readonly ttlMs: number,
    private readonly max = 5_000,
  ) {}

  private of(db: Db): PerDb<V> {
    let c = this.perDb.get(db);
    if (!c) {
      const made: PerDb<V> = { epoch: 0, entries: new Map(), running: new Map() };
      onWrites(db, (written) => {
        for (const t of written)
          if (this.tables.has(t)) {
            made.epoch += 1;
            made.entries.clear();
            made.running.clear();
            return;
          }
      });
      this.perDb.set(db, made);
      c = made;
    }
    return c;
  }

  private fresh(at: number, now: number): boolean {
    return now >= at && now - at < this.ttlMs;
  }

  async get(db: Db, key: string, now: number, compute: () => Promise<V>): Promise<V> {
    const c = this.of(db);
    const hit = c.entries.get(key);
    if (hit && hit.epoch === c.epoch && this.fresh(hit.at, now)) return hit.value;
    const shared = c.running.get(key);
    if (shared && shared.epoch === c.epoch && this.fresh(shared.at, now)) return shared.promise;
    const epoch = c.epoch;
    const promise = compute();
    c.running.set(key, { epoch, at: now, promise });
    try {
      const value = await promise;
      if (c.epoch === epoch) {
        if (c.entries.size >= this.max) c.entries.clear();
        c.entries.set(key, { at: now, epoch, value });
      }
      return value;
    } finally {
      if (c.running.get(key)?.promise === promise) c.running.delete(key);
    }
  }
}
