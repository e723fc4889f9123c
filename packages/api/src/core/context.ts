import type { businesses, businessSettings, Db, sessions, subscriptions, users } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import type { InferSelectModel } from 'drizzle-orm';
import type { Services } from './services';

export type UserRow = InferSelectModel<typeof users>;
export type SessionRow = InferSelectModel<typeof sessions>;
export type BusinessRow = InferSelectModel<typeof businesses>;
export type SubscriptionRow = InferSelectModel<typeof subscriptions>;
export type SettingsRow = InferSelectModel<typeof businessSettings>;

export interface CookieOptions {
  maxAgeSeconds?: number;
  httpOnly?: boolean;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  delete(name: string): void;
}

export interface Auth {
  user: UserRow;
  /** Present for cookie sessions; absent for bearer tokens. */
  session?: SessionRow;
  via: 'cookie' | 'bearer';
  /** Loaded with the session in the same query (owners only), so guards and the viewer need no more reads. */
  business?: BusinessRow | null;
  subscription?: SubscriptionRow | null;
  settings?: SettingsRow | null;
  /** The cache entry this came from or went into; loadViewer keeps its result there. */
  memo?: { viewer?: unknown };
}

/** What every procedure receives. Built per request by the HTTP layer (tRPC and REST alike). */
export interface Ctx {
  db: Db;
  services: Services;
  locale: Locale;
  ip: string;
  now: Date;
  auth: Auth | null;
  cookies: CookieJar;
  /** The request reached a loopback socket directly (no proxy forwarding headers): it comes from this machine. */
  fromLoopback?: boolean;
  /**
   * Read past the short-lived per-isolate caches (core/watched-cache.ts): set only in-process, through the Hono env
   * (FRESH_READS), by the server-painted booking page rendering a page it will keep under the version it read.
   */
  freshReads?: boolean;
}

/** The env key (registered symbol: no HTTP request can set it) asking for fresh reads (Ctx.freshReads). */
export const FRESH_READS = Symbol.for('kairos.freshReads');
