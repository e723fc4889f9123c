import type { Auth } from './context';

interface Read {
  value: unknown;
  at: number;
  epoch: number;
}

interface Entry {
  auth: Auth;
  /** The viewer computed for this session, kept with it (see loadViewer). */
  viewer?: unknown;
  at: number;
  epoch: number;
}

/**
 * Who-is-calling, remembered per session token for a few seconds, in one
 * process. Every write in the process (any non-GET request, a queue drain, a
 * cron run) bumps the epoch and empties it, so a logout, a password change or
 * a profile edit is seen by the very next request. A lookup that overlaps a
 * write does not store its (possibly older) result. Only the Node runtime uses
 * it: on Workers other isolates' writes could not invalidate it.
 */
export class AuthCache {
  private entries = new Map<string, Entry>();
  /** Answers of plain list reads, per session (see `read`), under the same epoch and lifetime as the sessions. */
  private reads = new Map<string, Read>();
  private epoch = 0;

  constructor(
    private readonly ttlMs = 5_000,
    private readonly max = 10_000,
    private readonly maxReads = 1_000,
  ) {}

  currentEpoch(): number {
    return this.epoch;
  }

  get(token: string, now: Date): Entry | undefined {
    const e = this.entries.get(token);
    if (!e) return undefined;
    const expired = now.getTime() - e.at > this.ttlMs || (e.auth.session && e.auth.session.expires_at.getTime() <= now.getTime());
    if (e.epoch !== this.epoch || expired) {
      this.entries.delete(token);
      return undefined;
    }
    return e;
  }

  /** Stores a lookup that started at `epochAtStart`, unless a write happened since. */
  set(token: string, auth: Auth, now: Date, epochAtStart: number): Entry | undefined {
    if (epochAtStart !== this.epoch) return undefined;
    if (this.entries.size >= this.max) this.entries.clear();
    const entry: Entry = { auth, at: now.getTime(), epoch: this.epoch };
    this.entries.set(token, entry);
    return entry;
  }

  /**
   * A read's answer remembered for one session (the key starts with its id: core/records/read.ts), served while
   * no write happened in the process and for at most the session lifetime here (a few seconds): the same
   * revocation story as the session itself, so a logout or any change is seen by the very next request.
   */
  read(key: string, now: Date): unknown {
    const r = this.reads.get(key);
    if (!r) return undefined;
    if (r.epoch !== this.epoch || now.getTime() - r.at > this.ttlMs) {
      this.reads.delete(key);
      return undefined;
    }
    return r.value;
  }

  /** Stores a read that started at `epochAtStart`, unless a write happened since; the oldest goes when full. */
  remember(key: string, value: unknown, now: Date, epochAtStart: number): void {
    if (epochAtStart !== this.epoch) return;
    if (this.reads.size >= this.maxReads) {
      const oldest = this.reads.keys().next();
      if (!oldest.done) this.reads.delete(oldest.value);
    }
    this.reads.set(key, { value, at: now.getTime(), epoch: this.epoch });
  }

  /** A write happened: forget everything. */
  invalidate(): void {
    this.epoch += 1;
    this.entries.clear();
    this.reads.clear();
  }
}
