import type { Auth } from './context';

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
  private epoch = 0;

  constructor(
    private readonly ttlMs = 5_000,
    private readonly max = 10_000,
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

  /** A write happened: forget everything. */
  invalidate(): void {
    this.epoch += 1;
    this.entries.clear();
  }
}
