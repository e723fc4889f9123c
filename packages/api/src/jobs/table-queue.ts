import { type Db, jobs } from '@kairos/db';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { EnqueueOptions, JobQueue } from '../core/services';
import type { JobMessage } from './types';

const LEASE_MS = 60_000;
/** Deliveries of a job before the queue gives up on it (then `giveUpJob`). */
export const MAX_ATTEMPTS = 5;

/**
 * The Node runtime's durable queue: a table in the same database. A job is
 * leased while it runs; a crash leaves the lease to expire and the job is
 * picked up again, so nothing queued is lost on restart.
 */
export class TableQueue implements JobQueue {
  private listeners = new Set<() => void>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  onEnqueue(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  async enqueue(queue: string, payload: unknown, options: EnqueueOptions = {}): Promise<void> {
    const now = this.now();
    await this.db
      .insert(jobs)
      .values({
        queue,
        payload: JSON.stringify(payload),
        idempotency_key: options.idempotencyKey ? `${queue}:${options.idempotencyKey}` : null,
        run_after: new Date(now.getTime() + (options.delayMs ?? 0)),
        created_at: now,
      })
      .onConflictDoNothing();
    for (const fn of this.listeners) fn();
  }

  /** Leases up to `limit` ready jobs. */
  async claim(limit: number): Promise<(JobMessage & { id: string; attempts: number })[]> {
    const now = this.now();
    const ready = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        or(
          and(eq(jobs.status, 'pending'), lte(jobs.run_after, now)),
          and(eq(jobs.status, 'running'), lte(jobs.locked_until, now)),
        ),
      )
      .orderBy(asc(jobs.run_after))
      .limit(limit);
    const rows = await this.db
      .update(jobs)
      .set({ status: 'running', locked_until: new Date(now.getTime() + LEASE_MS), attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, ready))
      .returning();
    return rows.map((r) => ({
      id: r.id,
      attempts: r.attempts,
      queue: r.queue,
      payload: JSON.parse(r.payload),
      key: r.idempotency_key?.slice(r.queue.length + 1),
    }));
  }

  async complete(id: string): Promise<void> {
    await this.db.update(jobs).set({ status: 'done', locked_until: null }).where(eq(jobs.id, id));
  }

  /** Retries with exponential backoff, then gives up and keeps the error for inspection. True when it gave up. */
  async fail(id: string, attempts: number, error: unknown): Promise<boolean> {
    const now = this.now();
    const finalAttempt = attempts >= MAX_ATTEMPTS;
    await this.db
      .update(jobs)
      .set({
        status: finalAttempt ? 'failed' : 'pending',
        locked_until: null,
        run_after: new Date(now.getTime() + 2 ** attempts * 1000),
        last_error: String((error as Error)?.stack ?? error).slice(0, 2000),
      })
      .where(eq(jobs.id, id));
    return finalAttempt;
  }
}
