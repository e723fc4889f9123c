import type { Db } from '@kairos/db';
import type { Services } from '../core/services';

export interface JobDeps {
  db: Db;
  services: Services;
}

/** What travels on a queue, in either runtime. */
export interface JobMessage {
  queue: string;
  payload: unknown;
  key?: string;
}

export type JobHandler = (payload: unknown, deps: JobDeps, key: string | undefined) => Promise<void>;
