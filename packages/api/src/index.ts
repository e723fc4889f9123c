export { API_TOKEN_PREFIX, issueApiToken } from './core/api-tokens';
export { AuthCache } from './core/auth-cache';
export type { Ctx } from './core/context';
export { AppError, type ErrorCode } from './core/errors';
export type { FileStore, StoredFile } from './core/file-store';
export { type PasswordHasher, pureJsHasher } from './core/password';
export type { EnqueueOptions, JobQueue, Services } from './core/services';
export { ERRORS } from './errors';
export { type BookingPageVersionReader, bookingPageVersionOf, createApp } from './http/app';
export type { AppDeps } from './http/context';
export {
  createServices,
  type EnvVars,
  type MessageSenders,
  missingProductionSettings,
  sentByJobsWorker,
} from './http/services';
export { CRON_SCHEDULE, runScheduled } from './jobs/cron';
export { giveUpJob, runJob } from './jobs/run';
export { TableQueue } from './jobs/table-queue';
export type { JobDeps, JobMessage } from './jobs/types';
export { drainQueue } from './jobs/worker-loop';
export { configureRenderer, type Renderer, type Sheet } from './render/port';
export { type RenderFetcher, remoteRenderer } from './render/remote';
export { type AppRouter, appRouter } from './router';
export { type R2BucketLike, r2Store } from './storage/r2';
