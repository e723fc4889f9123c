import type { Fetcher, Queue, R2Bucket } from '@cloudflare/workers-types/index';
import type { EnvVars, JobMessage } from '@kairos/api';

/** The Workers' bindings (wrangler.toml and wrangler.jobs.toml `vars`, secrets, the queue, R2, RENDER; ASSETS: request Worker only). */
export interface WorkerEnv extends EnvVars {
  /** Turso/libSQL over HTTP, e.g. `libsql://kairos-acme.turso.io` (secret). */
  DATABASE_URL: string;
  /** Turso database token (secret). */
  DATABASE_AUTH_TOKEN?: string;
  /** Producer for the `kairos-jobs` queue; the jobs Worker (wrangler.jobs.toml) consumes it. */
  JOBS: Queue<JobMessage>;
  /** "false" when the deploy runs `drizzle-kit migrate` itself (see runtime.ts); on by default. */
  AUTO_MIGRATE?: string;
  /** Expense receipts (wrangler.toml `[[r2_buckets]]` binding RECEIPTS); without it uploads answer STORAGE_UNAVAILABLE. */
  RECEIPTS?: R2Bucket;
  /**
   * The render Worker (wrangler.render.toml, bound by wrangler.toml `[[services]] RENDER`): draws invoice PDFs and
   * XLSX exports, so this Worker uploads without pdf-lib, fontkit and write-excel-file. Without it those downloads
   * answer RENDER_UNAVAILABLE (503, translated).
   */
  RENDER?: Fetcher;
  /** The static web build (wrangler.toml `[assets] binding`); absent in tests. */
  ASSETS?: Fetcher;
}
