import { type AppDeps, bookingPageVersionOf, createApp, sentByJobsWorker } from '@kairos/api';
import type { Hono } from 'hono';
import { mountBookingPage, prepareTemplate } from '../booking-page';
import { depsFor } from './deps';
import type { WorkerEnv } from './env';

export interface WorkerRuntime {
  app: Hono;
  deps: AppDeps;
}

/** One runtime per isolate: Workers hand every event of an isolate the same `env` object. */
const runtimes = new WeakMap<WorkerEnv, Promise<WorkerRuntime>>();

/**
 * The request Worker's runtime for these bindings, built on first use: the shared dependencies (worker/deps.ts)
 * and the Hono app. It sends no email or SMS itself (`sentByJobsWorker`): every message is a job on the JOBS
 * queue, run by the jobs Worker (wrangler.jobs.toml), so this Worker uploads without the provider SDKs. A failed
 * build is not cached, so the next request tries again.
 */
export function runtimeFor(env: WorkerEnv): Promise<WorkerRuntime> {
  let runtime = runtimes.get(env);
  if (!runtime) {
    runtime = depsFor(env, sentByJobsWorker).then((deps) => {
      const app = createApp(deps);
      // wrangler.toml runs the Worker first for /online-booking/*: the page's HTML is filled in here.
      // Pages are kept per isolate under the version the database's triggers keep, so every isolate sees every edit.
      mountBookingPage(app, () => bookingTemplate(env), bookingPageVersionOf(app));
      return { app, deps };
    });
    runtimes.set(env, runtime);
    runtime.catch(() => runtimes.delete(env));
  }
  return runtime;
}

/** booking.html from the assets binding, read once per isolate (a failed read is tried again). */
let template: Promise<string | null> | undefined;
function bookingTemplate(env: WorkerEnv): Promise<string | null> {
  if (!env.ASSETS) return Promise.resolve(null);
  const assets = env.ASSETS;
  const read = async (path: string) => {
    const res = await assets.fetch(`https://assets.invalid${path}`, { redirect: 'manual' });
    return res.ok ? res.text() : null;
  };
  template ??= (async () => {
    // The assets binding may answer /booking.html with a redirect to /booking (its html_handling).
    const html = (await read('/booking.html')) ?? (await read('/booking'));
    return html === null ? null : prepareTemplate(html, read);
  })().then((html) => {
    if (html === null) template = undefined;
    return html;
  });
  return template;
}
